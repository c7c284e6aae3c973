import { PictureOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { loadImageUrl } from './rich-text/protected-images.ts';

interface ProtectedImageProps {
  /** `/api/files/…` (fetched with the session's token) or any public address. */
  src: string;
  alt: string;
  className?: string;
}

/** An image of our file store: `<img>` cannot send the bearer token, so its bytes come through the client. */
export function ProtectedImage({ src, alt, className }: ProtectedImageProps) {
  const [loaded, setLoaded] = useState<{ src: string; url: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    loadImageUrl(src).then(
      (url) => current && setLoaded({ src, url }),
      () => current && setLoaded({ src, url: null }),
    );
    return () => {
      current = false;
    };
  }, [src]);
  const url = loaded?.src === src ? loaded.url : undefined;
  if (url === null)
    return (
      <div
        className={`protected-image protected-image--broken ${className ?? ''}`}
        role="img"
        aria-label={alt}
      >
        <PictureOutlined />
      </div>
    );
  if (url === undefined)
    return <div className={`protected-image protected-image--loading ${className ?? ''}`} aria-busy="true" />;
  return <img src={url} alt={alt} className={className} loading="lazy" />;
}
