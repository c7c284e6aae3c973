import { useEffect, useMemo, useRef } from 'react';
import { resolveProtectedImages } from './protected-images.ts';
import { purifyRichText } from './purify.ts';
import './rich-text.css';

export interface RichTextViewProps {
  /** HTML the server sanitised (posts, content pages, comments). */
  html: string;
  className?: string;
}

/** Shows rich text for reading: sanitised again with DOMPurify, our images loaded with the session's token. */
export function RichTextView({ html, className }: RichTextViewProps) {
  const clean = useMemo(() => purifyRichText(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) resolveProtectedImages(ref.current);
  }, [clean]);
  return (
    <div
      ref={ref}
      className={className ? `rich-text ${className}` : 'rich-text'}
      // Sanitised twice: by the server before storing and by purifyRichText just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
