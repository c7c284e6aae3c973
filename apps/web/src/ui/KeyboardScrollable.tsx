import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Makes an antd Table that scrolls sideways reachable from the keyboard: while its scroll area is wider
 * than the screen, the area is a named tab stop, so the arrow keys scroll it (WCAG 2.1.1; a table of plain
 * text has nothing else to focus). It stops being one once everything fits again.
 */
export function KeyboardScrollable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      for (const area of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = area.scrollWidth > area.clientWidth;
        if (scrolls && area.tabIndex !== 0) {
          area.tabIndex = 0;
          area.setAttribute('role', 'region');
          area.setAttribute('aria-label', label);
        } else if (!scrolls && area.hasAttribute('tabindex')) {
          area.removeAttribute('tabindex');
          area.removeAttribute('role');
          area.removeAttribute('aria-label');
        }
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    // Rows arrive after the first paint: a new page of a report can widen the table.
    const mutations = new MutationObserver(update);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
