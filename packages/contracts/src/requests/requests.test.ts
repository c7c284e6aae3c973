import { describe, expect, it } from 'vitest';
import {
  BP_KINDS,
  bpFormErrors,
  deskKindsOf,
  kindPageRefusal,
  requestPagePath,
  type BpFormField,
} from './requests.ts';

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

describe('requestPagePath', () => {
  it('sends each kind with a module to its page and the rest to the engine’s', () => {
    expect(requestPagePath({ kind: 'transfer', id: 7 })).toBe('/services/transfer/view/7');
    expect(requestPagePath({ kind: 'education', id: 7 })).toBe('/services/education/7');
    expect(requestPagePath({ kind: 'card', id: 7 })).toBe('/services/cards/7');
    expect(requestPagePath({ kind: 'order', id: 7 })).toBe('/services/shop/orders/7');
    expect(requestPagePath({ kind: 'dismissal', id: 7 })).toBe('/services/dismissing/7');
    expect(requestPagePath({ kind: 'custom', id: 7 })).toBe('/services/requests/7');
  });
});

describe('deskKindsOf', () => {
  it('maps each desk role to its kinds, in the kinds’ order, without repeats', () => {
    expect(deskKindsOf(['hr'])).toEqual(['transfer']);
    expect(deskKindsOf(['assistant'])).toEqual(['card']);
    expect(deskKindsOf(['bp_education_admin'])).toEqual(['education']);
    expect(deskKindsOf(['dissmissal_admin'])).toEqual(['dismissal']);
    expect(deskKindsOf(['assistant', 'hr', 'hr'])).toEqual(['transfer', 'card']);
    expect(deskKindsOf(['admin'])).toEqual([...BP_KINDS]);
  });

  it('adds the training department’s education; other roles and departments add nothing', () => {
    expect(deskKindsOf(['assistant'], ['training'])).toEqual(['education', 'card']);
    expect(deskKindsOf(['bp_education_admin'], ['training'])).toEqual(['education']);
    expect(deskKindsOf(['employee', 'manager'], ['dismissal', 'unknown'])).toEqual([]);
    expect(deskKindsOf([])).toEqual([]);
  });
});

describe('kindPageRefusal', () => {
  it('names the kind and its page in Russian', () => {
    expect(kindPageRefusal('transfer')).toBe(
      'Заявки вида «Перевод сотрудников» подаются на своей странице (/services-transfer)',
    );
    expect(kindPageRefusal('order')).toBe(
      'Заявки вида «Заказ подарков» подаются на своей странице (/services/shop)',
    );
    expect(kindPageRefusal('custom')).toBe('Заявки вида «Прочие заявки» подаются на своей странице');
  });
});
