import { Breadcrumb, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ClassifiersTab } from './ClassifiersTab.tsx';
import { GroupsTab } from './GroupsTab.tsx';
import { RegionsTab } from './RegionsTab.tsx';
import { ServicesTab } from './ServicesTab.tsx';
import '../services-catalog.css';

const TABS = [
  { key: 'services', label: 'Сервисы', children: <ServicesTab /> },
  { key: 'groups', label: 'Группы', children: <GroupsTab /> },
  { key: 'regions', label: 'Регионы', children: <RegionsTab /> },
  { key: 'classifiers', label: 'Классификаторы', children: <ClassifiersTab /> },
];

/**
 * /services-catalog/admin (access `services-catalog.edit`): the catalogue's groups, services, regions and
 * classifiers. The tab is in the URL, so a link opens it.
 */
export default function CatalogAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((item) => item.key === params.get('tab')) ? params.get('tab')! : 'services';
  return (
    <div className="catalog-page catalog-admin">
      <Breadcrumb
        items={[{ title: <Link to="/services-catalog">Каталог сервисов</Link> }, { title: 'Редактирование' }]}
      />
      <PageTitle title="Редактирование каталога" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'services' ? {} : { tab: key }, { replace: true })}
        items={TABS}
        destroyOnHidden
      />
    </div>
  );
}
