import { configure } from '@testing-library/react';
import './jsdom-polyfills.ts';

/**
 * The web project's setup (vitest.config.ts). On a loaded machine antd's first render and a lazy chunk's first
 * import (the rich-text editor) can take many seconds: `findBy…` and `waitFor` wait up to 30 s instead of
 * Testing Library's 1 s (10 s was overrun at a load of 13 by the editor's toolbar). A test that waits for
 * something that never comes still fails, within the project's 90 s.
 */
configure({ asyncUtilTimeout: 30_000 });
