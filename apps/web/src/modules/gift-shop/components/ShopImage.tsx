import { GiftOutlined } from '@ant-design/icons';
import type { GiftImage } from '@intranet/contracts/gift-shop/gift-shop';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';

/** A product's or group's picture from the file store, or a gift icon when it has none. */
export function ShopImage({
  image,
  alt,
  className,
}: {
  image: GiftImage | null;
  alt: string;
  className?: string;
}) {
  if (!image)
    return (
      <div className={`gift-image gift-image--none ${className ?? ''}`} aria-hidden="true">
        <GiftOutlined />
      </div>
    );
  return <ProtectedImage src={image.preview_url} alt={alt} className={`gift-image ${className ?? ''}`} />;
}
