import { Button, Input, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useProjectFilters } from '../portfolio.api.ts';
import { countedOptions, departmentTree, hasFilters, type PortfolioFilter } from '../portfolio.helpers.ts';

interface PortfolioFiltersProps {
  filter: PortfolioFilter;
  onChange: (change: Partial<Omit<PortfolioFilter, 'page'>>) => void;
  onReset: () => void;
}

/**
 * The portfolio's filters: only values that occur in projects (GET /projects/filters), each with how many
 * projects it has. Technologies: projects with every chosen one; a block includes its practices.
 */
export function PortfolioFilters({ filter, onChange, onReset }: PortfolioFiltersProps) {
  const data = useProjectFilters();
  const options = data.data;
  // The search box keeps its own text while typing; the URL changes on Enter or when it is cleared.
  const [text, setText] = useState(filter.q ?? '');
  useEffect(() => setText(filter.q ?? ''), [filter.q]);
  const loading = data.isPending;

  return (
    <div className="portfolio-filters" role="search" aria-label="Фильтры проектов">
      <label className="portfolio-filters__item portfolio-filters__item--wide">
        <span className="portfolio-filters__label">Название</span>
        <Input.Search
          allowClear
          placeholder="Поиск по названию"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value) onChange({ q: undefined });
          }}
          onSearch={(value) => onChange({ q: value.trim() || undefined })}
          aria-label="Поиск по названию"
        />
      </label>
      <label className="portfolio-filters__item portfolio-filters__item--wide">
        <span className="portfolio-filters__label">Технологии</span>
        <Select<number[]>
          mode="multiple"
          allowClear
          placeholder="Любые"
          loading={loading}
          options={countedOptions(options?.technologies ?? [])}
          value={filter.technologies}
          onChange={(technologies) => onChange({ technologies })}
          optionFilterProp="label"
          maxTagCount="responsive"
          notFoundContent="Нет технологий"
          aria-label="Технологии"
        />
      </label>
      <label className="portfolio-filters__item">
        <span className="portfolio-filters__label">Заказчик</span>
        <Select<number | undefined>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Все заказчики"
          loading={loading}
          options={countedOptions(options?.customers ?? [])}
          value={filter.customer}
          onChange={(customer) => onChange({ customer })}
          notFoundContent="Нет заказчиков"
          aria-label="Заказчик"
        />
      </label>
      <label className="portfolio-filters__item">
        <span className="portfolio-filters__label">Отрасль</span>
        <Select<number | undefined>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Все отрасли"
          loading={loading}
          options={countedOptions(options?.sectors ?? [])}
          value={filter.sector}
          onChange={(sector) => onChange({ sector })}
          notFoundContent="Нет отраслей"
          aria-label="Отрасль"
        />
      </label>
      <label className="portfolio-filters__item">
        <span className="portfolio-filters__label">Подразделение</span>
        <TreeSelect<number | undefined>
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder="Любое"
          loading={loading}
          treeData={departmentTree(options?.departments ?? [])}
          treeDefaultExpandAll
          value={filter.department}
          onChange={(department) => onChange({ department })}
          notFoundContent="Нет подразделений"
          aria-label="Подразделение"
        />
      </label>
      <label className="portfolio-filters__item portfolio-filters__item--narrow">
        <span className="portfolio-filters__label">Год</span>
        <Select<number | undefined>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Любой"
          loading={loading}
          options={(options?.years ?? []).map((item) => ({
            value: item.year,
            label: `${item.year} (${item.count})`,
          }))}
          value={filter.year}
          onChange={(year) => onChange({ year })}
          notFoundContent="Нет лет"
          aria-label="Год"
        />
      </label>
      {hasFilters(filter) ? (
        <Button type="link" onClick={onReset} className="portfolio-filters__reset">
          Сбросить фильтры
        </Button>
      ) : null}
    </div>
  );
}
