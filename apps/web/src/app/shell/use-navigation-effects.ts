import { App } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { messageStore } from '../../api/message-store.ts';

/** Room for the sticky header when scrolling to an anchor (a 160 px offset). */
export const HASH_SCROLL_OFFSET = 160;
const HASH_WAIT_MS = 3000;

function findAnchor(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? (document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null) : null;
}

/**
 * Scrolls to `#anchor` with the offset; the page may still be loading its chunk or data, so the anchor
 * is looked for again until it appears or 3 s pass.
 */
function scrollToHash(hash: string): () => void {
  const started = Date.now();
  let frame = 0;
  const attempt = () => {
    const target = findAnchor(hash);
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    } else if (Date.now() - started < HASH_WAIT_MS) {
      frame = window.requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => window.cancelAnimationFrame(frame);
}

/** On every navigation: clear the message state and toasts of the previous page, and scroll. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const { message } = App.useApp();

  useEffect(() => {
    messageStore.clear();
    message.destroy();
  }, [location.key, message]);

  useEffect(() => {
    if (location.hash) return scrollToHash(location.hash);
    window.scrollTo({ top: 0 });
    return undefined;
  }, [location.pathname, location.hash, location.key]);
}
