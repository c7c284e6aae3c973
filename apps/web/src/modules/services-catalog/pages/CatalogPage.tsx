import { EditOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Empty, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { CatalogFilters } from '../components/CatalogFilters.tsx';
import { ExternalCatalogGate } from '../components/ExternalCatalogGate.tsx';
import { GroupHeading } from '../components/GroupHeading.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { ServiceGrid } from '../components/ServiceItem.tsx';
import { useCatalogFilter } from '../components/use-catalog-filter.ts';
import { useCatalogGroups, useLikedServices } from '../services-catalog.api.ts';
import { hasFilters } from '../services-catalog.helpers.ts';
import '../services-catalog.css';

/** /services-catalog and /catalog: the catalogue, or the external site when one is set. */
export default function CatalogPage() {
  return (
    <ExternalCatalogGate>
      <CatalogHome />
    </ExternalCatalogGate>
  );
}

/** The header's links: how to use the catalogue, a proposal, and the editing page for its editors. */
export function CatalogActions() {
  const edits = useAccess()('services-catalog.edit');
  return (
    <Space wrap>
      <Link to="/services-catalog/faq">
        <QuestionCircleOutlined /> Вопросы и ответы
      </Link>
      <Link to="/services-catalog/faq#propose">
        <PlusOutlined /> Предложить сервис
      </Link>
      {edits ? (
        <Link to="/services-catalog/admin">
          <EditOutlined /> Редактировать каталог
        </Link>
      ) : null}
    </Space>
  );
}

function CatalogHome() {
  const { filter, change, reset, setPage } = useCatalogFilter();
  const searching = hasFilters(filter);
  return (
    <div className="catalog-page">
      <PageTitle title="Каталог сервисов" extra={<CatalogActions />} />
      <Typography.Paragraph type="secondary" className="catalog-page__lead">
        Услуги подразделений компаний группы: что делает сервис, где он работает и к кому обращаться.
      </Typography.Paragraph>
      <CatalogFilters filter={filter} onChange={change} onReset={reset} />
      {searching ? (
        <SearchResults filter={filter} onPage={setPage} />
      ) : (
        <>
          <Favourites />
          <Groups />
        </>
      )}
    </div>
  );
}

/** «Избранное»: the services I liked, first. */
function Favourites() {
  const liked = useLikedServices();
  return (
    <section aria-labelledby="catalog-favourites" className="catalog-page__section">
      <Typography.Title level={2} id="catalog-favourites" className="catalog-page__heading">
        Избранное
      </Typography.Title>
      <QueryState query={liked} rows={2} error="Не удалось загрузить избранное">
        {(services) =>
          services.length === 0 ? (
            <Typography.Paragraph type="secondary">
              Отметьте сердечком сервисы, которыми пользуетесь, — они появятся здесь.
            </Typography.Paragraph>
          ) : (
            <ServiceGrid services={services} label="Избранные сервисы" />
          )
        }
      </QueryState>
    </section>
  );
}

/** The groups in their order, each with its services. */
function Groups() {
  const groups = useCatalogGroups();
  return (
    <QueryState query={groups} empty="В каталоге пока нет сервисов" error="Не удалось загрузить каталог">
      {(list) =>
        list.map((group) => (
          <section key={group.id} aria-labelledby={`catalog-group-${group.id}`} className="catalog-group">
            <GroupHeading
              group={group}
              level={2}
              title={<Link to={`/services-catalog/${group.id}`}>{group.name}</Link>}
            />
            {group.services.length ? (
              <ServiceGrid services={group.services} label={group.name} groupId={group.id} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="В группе пока нет сервисов" />
            )}
          </section>
        ))
      }
    </QueryState>
  );
}
