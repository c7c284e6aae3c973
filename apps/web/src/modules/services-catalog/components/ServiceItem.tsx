import type { CatalogService } from '@intranet/contracts/services-catalog/services-catalog';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { servicePath } from '../services-catalog.helpers.ts';
import { ServiceLikeButton } from './ServiceLikeButton.tsx';

const SHOWN_REGIONS = 3;

/** One service in a list: its name (a link to its card), what it does, where it works, and its heart. */
export function ServiceItem({ service, groupId }: { service: CatalogService; groupId?: number }) {
  const regions = service.regions.slice(0, SHOWN_REGIONS);
  const more = service.regions.length - regions.length;
  return (
    <Card size="small" className="catalog-service">
      <Typography.Title level={3} className="catalog-service__title">
        <Link to={servicePath(service, groupId)}>{service.name}</Link>
      </Typography.Title>
      {service.short_description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className="catalog-service__summary">
          {service.short_description}
        </Typography.Paragraph>
      ) : (
        <div className="catalog-service__summary" />
      )}
      <div className="catalog-service__foot">
        <div>
          {regions.map((region) => (
            <Tag key={region.id}>{region.name}</Tag>
          ))}
          {more > 0 ? <Tag>+{more}</Tag> : null}
        </div>
        <ServiceLikeButton
          serviceId={service.id}
          serviceName={service.name}
          liked={service.is_liked}
          likes={service.likes_count}
        />
      </div>
    </Card>
  );
}

/** A grid of services as a list (screen readers count the items). */
export function ServiceGrid({
  services,
  label,
  groupId,
}: {
  services: readonly CatalogService[];
  label: string;
  groupId?: number;
}) {
  return (
    <ul className="catalog-services" aria-label={label}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceItem service={service} groupId={groupId} />
        </li>
      ))}
    </ul>
  );
}
