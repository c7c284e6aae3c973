import { configure } from '@testing-library/react';
import './jsdom-polyfills.ts';

/**
 * The web project's setup (vitest.config.ts). On a loaded machine antd's first render can take seconds:
 * `findBy…` and `waitFor` wait up to 10 s instead of Testing Library's 1 s.
 */
configure({ asyncUtilTimeout: 10_000 });
