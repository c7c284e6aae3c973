import { describe, expect, it } from 'vitest';
import { bpFormErrors, type BpFormField } from './requests.ts';

const FORM: BpFormField[] = [
  { key: 'purpose', label: 'Куда требуется справка', type: 'text', required: true },
  { key: 'copies', label: 'Количество экземпляров', type: 'number', required: true },
  { key: 'needed_by', label: 'Нужно к дате', type: 'date', required: false },
];

describe('bpFormErrors', () => {
  it('accepts a filled form and an empty optional field', () => {
    expect(bpFormErrors(FORM, { purpose: 'В банк', copies: 2 })).toEqual({});
    expect(bpFormErrors(FORM, { purpose: 'В банк', copies: 2, needed_by: null })).toEqual({});
  });

  it('names each missing, mistyped and unknown field in Russian', () => {
    expect(bpFormErrors(FORM, { purpose: ' ', copies: '2', needed_by: '2026-02-31', extra: 'x' })).toEqual({
      'data.extra': ['Неизвестное поле формы'],
      'data.purpose': ['Заполните поле «Куда требуется справка»'],
      'data.copies': ['«Количество экземпляров»: укажите число'],
      'data.needed_by': ['«Нужно к дате»: дата в формате ГГГГ-ММ-ДД'],
    });
  });
});
