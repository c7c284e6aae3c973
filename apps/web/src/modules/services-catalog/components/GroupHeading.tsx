import type { CatalogGroup } from '@intranet/contracts/services-catalog/services-catalog';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';

/** A group's picture (decorative: the name beside it says the same) and its name. */
export function GroupHeading({
  group,
  level,
  title,
}: {
  group: CatalogGroup;
  level: 1 | 2;
  title?: ReactNode;
}) {
  return (
    <div className="catalog-group__head">
      {group.image ? (
        <ProtectedImage src={group.image.preview_url} alt="" className="catalog-group__image" />
      ) : (
        <div className="catalog-group__image catalog-group__image--empty" aria-hidden="true" />
      )}
      <Typography.Title level={level} className="catalog-group__title" id={`catalog-group-${group.id}`}>
        {title ?? group.name}
      </Typography.Title>
    </div>
  );
}
