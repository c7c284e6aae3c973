import { Select, Typography } from 'antd';
import { usePeopleSearch, type PeopleSource, type PersonOption } from './people-search.ts';
import './ui.css';

interface CommonProps {
  id?: string;
  /** A server search (from 3 characters), or a fixed list of people filtered as the user types. */
  source: PeopleSource | readonly PersonOption[];
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  status?: 'error' | '';
  className?: string;
  'aria-label'?: string;
  /** People who may not be chosen (already on a list): greyed, with the note after the name. */
  unavailable?: { ids: ReadonlySet<number>; note: string };
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value?: PersonOption | null;
  onChange?: (person: PersonOption | null) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value?: PersonOption[];
  onChange?: (people: PersonOption[]) => void;
}

export type PersonPickerProps = SingleProps | MultipleProps;

interface Chosen {
  value: number;
  label?: unknown;
}

/** The Select hands back `{ value, label }`; the label is the option's (a string) or the value's own. */
function toPerson(chosen: Chosen): PersonOption {
  return {
    value: chosen.value,
    label: typeof chosen.label === 'string' ? chosen.label : String(chosen.value),
  };
}

/**
 * The one people Select: a server search with debounce and cancellation, or a fixed list. Chosen people
 * keep their names (labelInValue) while the search moves on; the list shows each person's position.
 */
export function PersonPicker(props: PersonPickerProps) {
  const { id, source, placeholder, allowClear, disabled, status, className, unavailable } = props;
  const fixed = Array.isArray(source) ? (source as readonly PersonOption[]) : null;
  const search = usePeopleSearch(fixed ? null : (source as PeopleSource));
  const found = fixed ?? search.options;
  const options = found.map((person) =>
    unavailable?.ids.has(person.value)
      ? { ...person, label: `${person.label} ${unavailable.note}`, disabled: true }
      : person,
  );

  const showSearch = fixed
    ? { optionFilterProp: 'label' }
    : {
        filterOption: false,
        onSearch: search.setText,
        searchValue: search.text,
        // Several people are often found by one text: it stays after a choice.
        autoClearSearchValue: !props.multiple,
      };

  const common = {
    id,
    labelInValue: true,
    placeholder,
    allowClear,
    disabled,
    status,
    className,
    'aria-label': props['aria-label'],
    showSearch,
    loading: fixed ? false : search.loading,
    notFoundContent: fixed ? undefined : search.notFound,
    options,
    optionRender: (option: { data: PersonOption }) => (
      <div>
        <div>{option.data.label}</div>
        {option.data.hint ? (
          <Typography.Text type="secondary" className="person-picker__hint">
            {option.data.hint}
          </Typography.Text>
        ) : null}
      </div>
    ),
  };

  if (props.multiple) {
    const { value, onChange } = props;
    return (
      <Select<Chosen[], PersonOption>
        {...common}
        mode="multiple"
        value={value}
        onChange={(next) => onChange?.(next.map(toPerson))}
      />
    );
  }
  const { value, onChange } = props;
  return (
    <Select<Chosen | undefined, PersonOption>
      {...common}
      value={value ?? undefined}
      onChange={(next) => {
        search.setText('');
        onChange?.(next ? toPerson(next) : null);
      }}
    />
  );
}
