import { formatEventPrice } from '@intranet/contracts';
import { Button, Checkbox, Select, Slider } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { hasFilters } from '../event-filters.ts';
import { useEventFilters, useTagSearch, type EventFilterValues } from '../events.api.ts';

interface EventFiltersBarProps {
  value: EventFilterValues;
  onChange: (next: EventFilterValues) => void;
  /** «Мои» is the whole point of «Запланированные»: the tab hides the switch. */
  showMine?: boolean;
}

/** Place, type, price ceiling, tag and «Только мои», offered from the events themselves. */
export function EventFiltersBar({ value, onChange, showMine = true }: EventFiltersBarProps) {
  const filters = useEventFilters();
  const [tagText, setTagText] = useState('');
  const tags = useTagSearch(useDebouncedValue(tagText, 250).trim());
  const ceiling = filters.data?.price_ceiling ?? 1000;
  const [price, setPrice] = useState<number | null>(null);
  const shownPrice = price ?? value.price_max ?? ceiling;
  const set = (patch: Partial<EventFilterValues>) => onChange({ ...value, ...patch });

  return (
    <div className="events-filters" role="search" aria-label="Фильтры событий">
      <Select
        className="events-filters__field"
        aria-label="Место"
        placeholder="Все места"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value.address}
        onChange={(address?: string) => set({ address })}
        options={(filters.data?.addresses ?? []).map((address) => ({ value: address, label: address }))}
        loading={filters.isPending}
        popupMatchSelectWidth={false}
      />
      <Select
        className="events-filters__field events-filters__field--narrow"
        aria-label="Тип"
        placeholder="Все типы"
        allowClear
        value={value.type}
        onChange={(type?: string) => set({ type })}
        options={(filters.data?.types ?? []).map((type) => ({ value: type, label: type }))}
        loading={filters.isPending}
      />
      <Select
        className="events-filters__field events-filters__field--narrow"
        aria-label="Тег"
        placeholder="Тег"
        allowClear
        showSearch={{ filterOption: false, onSearch: setTagText }}
        value={value.tag}
        onChange={(tag?: string) => {
          setTagText('');
          set({ tag });
        }}
        options={(tags.data ?? []).map((tag) => ({ value: tag.name, label: `#${tag.name}` }))}
        notFoundContent={tags.isFetching ? 'Ищем…' : 'Нет таких тегов'}
      />
      <div className="events-filters__price">
        <span className="events-filters__price-label" id="events-price-label">
          Цена до: {value.price_max === undefined && price === null ? 'любая' : formatEventPrice(shownPrice)}
        </span>
        <Slider
          ariaLabelledByForHandle="events-price-label"
          min={0}
          max={ceiling}
          step={ceiling > 5000 ? 500 : 100}
          value={Math.min(shownPrice, ceiling)}
          onChange={(next: number) => setPrice(next)}
          onChangeComplete={(next: number) => {
            setPrice(null);
            set({ price_max: next >= ceiling ? undefined : next });
          }}
          tooltip={{ formatter: (next) => formatEventPrice(next ?? 0) }}
        />
      </div>
      {showMine ? (
        <Checkbox
          checked={!!value.mine}
          onChange={(event) => set({ mine: event.target.checked || undefined })}
        >
          Только мои
        </Checkbox>
      ) : null}
      {hasFilters({ ...value, mine: showMine ? value.mine : undefined }) ? (
        <Button type="link" onClick={() => onChange({ mine: showMine ? undefined : value.mine })}>
          Сбросить
        </Button>
      ) : null}
    </div>
  );
}
