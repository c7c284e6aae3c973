import { FilterOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Empty, Grid, Pagination, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { countRu } from '../../../ui/plural.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { CatalogModal } from '../components/CatalogModal.tsx';
import { PortfolioFilters } from '../components/PortfolioFilters.tsx';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { ProjectFormModal } from '../components/ProjectFormModal.tsx';
import { useProjects } from '../portfolio.api.ts';
import {
  activeFilterCount,
  changeFilter,
  filterToParams,
  hasFilters,
  parseFilter,
  type PortfolioFilter,
} from '../portfolio.helpers.ts';
import '../portfolio.css';

const PROJECT_FORMS: readonly [string, string, string] = ['проект', 'проекта', 'проектов'];

/**
 * /project: the portfolio with its filters kept in the URL (a link reproduces the list), cards and pages;
 * moderators add projects and keep the lists of technologies and sectors.
 */
export default function PortfolioPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = parseFilter(params);
  const projects = useProjects(filter);
  const manages = useAccess()('portfolio.manage');
  const [creating, setCreating] = useState(false);
  const [editingLists, setEditingLists] = useState(false);
  // On a phone the filters fold behind a button, so the cards start on the first screen.
  const narrow = Grid.useBreakpoint().md === false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilterCount(filter);

  const apply = (next: PortfolioFilter) => setParams(filterToParams(next));

  return (
    <div className="portfolio-page">
      <PageTitle
        title="Проекты"
        extra={
          manages ? (
            <Space wrap>
              {narrow ? (
                <Tooltip title="Технологии и отрасли">
                  <Button
                    icon={<SettingOutlined />}
                    aria-label="Технологии и отрасли"
                    onClick={() => setEditingLists(true)}
                  />
                </Tooltip>
              ) : (
                <Button icon={<SettingOutlined />} onClick={() => setEditingLists(true)}>
                  Технологии и отрасли
                </Button>
              )}
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                Добавить проект
              </Button>
            </Space>
          ) : null
        }
      />
      <Typography.Paragraph type="secondary" className="portfolio-page__lead">
        Портфолио компании: что мы сделали, для кого и на каких технологиях.
      </Typography.Paragraph>
      {narrow ? (
        <Button
          icon={<FilterOutlined />}
          className="portfolio-page__toggle"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {active ? `Фильтры · ${active}` : 'Фильтры'}
        </Button>
      ) : null}
      {!narrow || filtersOpen ? (
        <PortfolioFilters
          filter={filter}
          onChange={(change) => apply(changeFilter(filter, change))}
          onReset={() => setParams({})}
        />
      ) : null}
      <QueryState query={projects} rows={8} isEmpty={() => false} error="Не удалось загрузить проекты">
        {(page) =>
          page.data.length === 0 ? (
            <Empty
              className="portfolio-page__empty"
              description={
                hasFilters(filter) ? 'Проектов с такими фильтрами нет' : 'В портфолио пока нет проектов'
              }
            >
              {hasFilters(filter) ? <Button onClick={() => setParams({})}>Сбросить фильтры</Button> : null}
            </Empty>
          ) : (
            <>
              <Typography.Text type="secondary" className="portfolio-page__total" aria-live="polite">
                Найдено: {countRu(page.meta.total, PROJECT_FORMS)}
                {page.meta.total_estimated ? ' (примерно)' : ''}
              </Typography.Text>
              <ul className="portfolio-grid" aria-label="Проекты" aria-busy={projects.isPlaceholderData}>
                {page.data.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} from={location.search} />
                  </li>
                ))}
              </ul>
              {page.meta.last_page > 1 ? (
                <Pagination
                  className="portfolio-page__pages"
                  align="center"
                  current={page.meta.current_page}
                  pageSize={page.meta.per_page}
                  total={page.meta.total}
                  showSizeChanger={false}
                  onChange={(next) => {
                    apply({ ...filter, page: next });
                    window.scrollTo({ top: 0 });
                  }}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
      {creating ? (
        <ProjectFormModal
          open
          onClose={() => setCreating(false)}
          onSaved={(project) => {
            setCreating(false);
            void navigate(`/project/${project.id}`);
          }}
        />
      ) : null}
      {editingLists ? <CatalogModal open onClose={() => setEditingLists(false)} /> : null}
    </div>
  );
}
