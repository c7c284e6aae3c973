import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * antd's Table renders every column title a second time, in a hidden row that measures the widths
 * (`aria-hidden`). A title holding a control (the select-all checkbox) would put a focusable element into
 * hidden content; inside that row this wrapper makes its copy inert.
 */
export function MeasureRowInert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element?.closest('[aria-hidden="true"]')) element.inert = true;
  });
  return <span ref={ref}>{children}</span>;
}
