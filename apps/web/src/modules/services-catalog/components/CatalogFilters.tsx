import { Button, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useCatalogClassifiers, useCatalogRegions } from '../services-catalog.api.ts';
import {
  classifierOptions,
  hasFilters,
  regionOptions,
  type CatalogFilter,
} from '../services-catalog.helpers.ts';

/** Typing pauses this long before the list follows: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface CatalogFiltersProps {
  filter: CatalogFilter;
  onChange: (change: Partial<Omit<CatalogFilter, 'page'>>) => void;
  onReset: () => void;
}

/** Search as you type, a region and a classifier value. */
export function CatalogFilters({ filter, onChange, onReset }: CatalogFiltersProps) {
  const regions = useCatalogRegions();
  const classifiers = useCatalogClassifiers();
  const [text, setText] = useState(filter.q ?? '');
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The URL follows the typed text; a text changed from outside (back, reset) comes into the box.
  const sent = useRef(filter.q ?? '');
  useEffect(() => {
    const q = typed.trim();
    if (q === sent.current) return;
    sent.current = q;
    onChange({ q: q || undefined });
  }, [typed, onChange]);
  useEffect(() => {
    if ((filter.q ?? '') !== sent.current) {
      sent.current = filter.q ?? '';
      setText(filter.q ?? '');
    }
  }, [filter.q]);

  return (
    <div className="catalog-filters" role="search" aria-label="Поиск сервисов">
      <label className="catalog-filters__item catalog-filters__item--wide">
        <span className="catalog-filters__label">Поиск</span>
        <Input
          allowClear
          type="search"
          placeholder="Название или описание сервиса"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label className="catalog-filters__item">
        <span className="catalog-filters__label">Регион</span>
        <Select<number | undefined>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Любой"
          loading={regions.isPending}
          options={regionOptions(regions.data ?? [])}
          value={filter.regionId}
          onChange={(regionId) => onChange({ regionId })}
          notFoundContent="Нет регионов"
          aria-label="Регион"
        />
      </label>
      <label className="catalog-filters__item">
        <span className="catalog-filters__label">Классификатор</span>
        <Select<number | undefined>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Любое значение"
          loading={classifiers.isPending}
          options={classifierOptions(classifiers.data ?? [])}
          value={filter.valueId}
          onChange={(valueId) => onChange({ valueId })}
          notFoundContent="Нет значений"
          aria-label="Классификатор"
        />
      </label>
      {hasFilters(filter) ? (
        <Button type="link" onClick={onReset}>
          Сбросить
        </Button>
      ) : null}
    </div>
  );
}
