import { describe, expect, it } from 'vitest';
import { dayjs } from '../../ui/dayjs-setup.ts';
import { EQUIPMENT } from './requests.fixtures.ts';
import { fieldValueText, toFormValues, toRequestData } from './requests.helpers.ts';

describe('request form values', () => {
  it('sends trimmed text, numbers and wire days, and empty fields as null', () => {
    expect(
      toRequestData(EQUIPMENT.form, { equipment: '  Монитор ', copies: 2, needed_by: dayjs('2026-03-10') }),
    ).toEqual({ equipment: 'Монитор', copies: 2, needed_by: '2026-03-10' });
    expect(toRequestData(EQUIPMENT.form, { equipment: ' ' })).toEqual({
      equipment: null,
      copies: null,
      needed_by: null,
    });
  });

  it('opens a saved request with its days in the date picker', () => {
    const values = toFormValues(EQUIPMENT.form, { equipment: 'Мышь', needed_by: '2026-03-10' });
    expect(values.equipment).toBe('Мышь');
    expect(dayjs.isDayjs(values.needed_by) && values.needed_by.format('DD.MM.YYYY')).toBe('10.03.2026');
  });

  it('shows days dd.MM.yyyy, numbers grouped and a dash for nothing', () => {
    expect(fieldValueText({ type: 'date' }, '2026-03-10')).toBe('10.03.2026');
    expect(fieldValueText({ type: 'number' }, 1200).replace(/\s/g, ' ')).toBe('1 200');
    expect(fieldValueText({ type: 'text' }, null)).toBe('—');
  });
});
