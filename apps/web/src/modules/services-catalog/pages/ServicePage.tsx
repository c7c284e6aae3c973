import { EditOutlined, FormOutlined } from '@ant-design/icons';
import type {
  CatalogClassifier,
  CatalogServiceDetails,
} from '@intranet/contracts/services-catalog/services-catalog';
import { Breadcrumb, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import type { NotFoundState } from '../../../app/routing/NotFoundRedirect.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { ServiceFormModal } from '../admin/ServiceFormModal.tsx';
import { ExternalCatalogGate } from '../components/ExternalCatalogGate.tsx';
import { ServiceContacts } from '../components/ServiceContacts.tsx';
import { ServiceLikeButton } from '../components/ServiceLikeButton.tsx';
import { useCatalogClassifiers, useCatalogGroups, useCatalogService } from '../services-catalog.api.ts';
import { parseRouteId } from '../services-catalog.helpers.ts';
import '../services-catalog.css';

/** /services-catalog/{groupId}/{serviceId}: a service's card. */
export default function ServicePage() {
  return (
    <ExternalCatalogGate>
      <ServiceCard />
    </ExternalCatalogGate>
  );
}

function ServiceCard() {
  const { groupId, serviceId } = useParams();
  const id = parseRouteId(serviceId);
  const query = useCatalogService(id);
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    // A service that is not there: home, with the shell's «Страница не найдена».
    const asked = `/services-catalog/${groupId}/${serviceId}`;
    return <Navigate to="/dashboard" replace state={{ notFound: asked } satisfies NotFoundState} />;
  }
  return (
    <QueryState query={query} error="Не удалось загрузить сервис">
      {(service) => <ServiceDetails service={service} groupId={parseRouteId(groupId)} />}
    </QueryState>
  );
}

/** «Тип сервиса: Консультация, Обучение» — the service's values under their classifiers' names. */
function classifierRows(service: CatalogServiceDetails, classifiers: readonly CatalogClassifier[]) {
  return classifiers
    .map((classifier) => ({
      classifier,
      values: service.classifier_values.filter((value) => value.classifier_id === classifier.id),
    }))
    .filter((row) => row.values.length > 0);
}

function ServiceDetails({ service, groupId }: { service: CatalogServiceDetails; groupId: number | null }) {
  const groups = useCatalogGroups();
  const classifiers = useCatalogClassifiers();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const groupsOf = (groups.data ?? []).filter((group) => service.groups_ids.includes(group.id));
  const shownGroup = groupsOf.find((group) => group.id === groupId) ?? groupsOf[0];
  const none = <Typography.Text type="secondary">Не указано</Typography.Text>;

  return (
    <div className="catalog-page catalog-card">
      <Breadcrumb
        className="catalog-card__breadcrumb"
        items={[
          { title: <Link to="/services-catalog">Каталог сервисов</Link> },
          ...(shownGroup
            ? [{ title: <Link to={`/services-catalog/${shownGroup.id}`}>{shownGroup.name}</Link> }]
            : []),
          { title: service.name },
        ]}
      />
      <PageTitle title={service.name} />
      <div className="catalog-card__actions">
        <ServiceLikeButton
          serviceId={service.id}
          serviceName={service.name}
          liked={service.is_liked}
          likes={service.likes_count}
        />
        {service.request_path ? (
          <Button type="primary" icon={<FormOutlined />} onClick={() => void navigate(service.request_path!)}>
            Оставить заявку
          </Button>
        ) : null}
        {service.abilities.update ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Изменить
          </Button>
        ) : null}
      </div>
      {service.short_description ? (
        <Typography.Paragraph strong>{service.short_description}</Typography.Paragraph>
      ) : null}
      {service.full_description ? (
        <Typography.Paragraph className="catalog-card__description">
          {service.full_description}
        </Typography.Paragraph>
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={1}
        className="catalog-page__section"
        items={[
          {
            key: 'regions',
            label: 'Регионы',
            children: service.regions.length
              ? service.regions.map((r) => <Tag key={r.id}>{r.name}</Tag>)
              : none,
          },
          {
            key: 'consumers',
            label: 'Для кого',
            children: service.consumers.length
              ? service.consumers.map((consumer, index) => <Tag key={index}>{consumer.name}</Tag>)
              : 'Для всех сотрудников',
          },
          ...classifierRows(service, classifiers.data ?? []).map(({ classifier, values }) => ({
            key: `classifier-${classifier.id}`,
            label: classifier.name,
            children: values.map((value) => (
              <Tag key={value.id} color="geekblue">
                {value.name}
              </Tag>
            )),
          })),
          {
            key: 'groups',
            label: 'Группы',
            children: groupsOf.length ? (
              <Space wrap size={4}>
                {groupsOf.map((group) => (
                  <Link key={group.id} to={`/services-catalog/${group.id}`}>
                    <Tag>{group.name}</Tag>
                  </Link>
                ))}
              </Space>
            ) : (
              none
            ),
          },
        ]}
      />
      <section aria-labelledby="catalog-contacts" className="catalog-page__section">
        <Typography.Title level={2} id="catalog-contacts" className="catalog-page__heading">
          Контакты
        </Typography.Title>
        <ServiceContacts contacts={service.contacts} />
      </section>
      {editing ? <ServiceFormModal serviceId={service.id} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
