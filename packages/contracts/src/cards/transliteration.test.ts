import { describe, expect, it } from 'vitest';
import { transliterate } from './transliteration.ts';

describe('transliterate (ICAO Doc 9303, Russian passports since 2014)', () => {
  it.each([
    ['Щукин', 'Shchukin'],
    ['Цветаева', 'Tsvetaeva'],
    ['Юлия', 'Iuliia'],
    ['Яковлев', 'Iakovlev'],
    ['Хабибуллин', 'Khabibullin'],
    ['Андрей', 'Andrei'],
    ['Фёдор', 'Fedor'],
    ['Ёлкин', 'Elkin'],
    ['Жанна', 'Zhanna'],
    ['Эдуард', 'Eduard'],
    ['Чайковский', 'Chaikovskii'],
    ['Шишкин', 'Shishkin'],
  ])('%s → %s', (russian, latin) => expect(transliterate(russian)).toBe(latin));

  it('drops the soft sign and writes the hard sign as IE', () => {
    expect(transliterate('Игорь')).toBe('Igor');
    expect(transliterate('Ильин')).toBe('Ilin');
    expect(transliterate('Подъячев')).toBe('Podieiachev');
    expect(transliterate('Объедков')).toBe('Obieedkov');
  });

  it('keeps hyphenated names and spaces, each part capitalised', () => {
    expect(transliterate('Римский-Корсаков')).toBe('Rimskii-Korsakov');
    expect(transliterate('Анна-Мария Щербакова')).toBe('Anna-Mariia Shcherbakova');
  });

  it('writes a word in capitals in capitals, a capital alone capitalised', () => {
    expect(transliterate('ЩУКИН')).toBe('SHCHUKIN');
    expect(transliterate('ЦОЙ')).toBe('TSOI');
    expect(transliterate('ИЛЬЯ')).toBe('ILIA');
    expect(transliterate('Я')).toBe('Ia');
    expect(transliterate('Ю. Щ.')).toBe('Iu. Shch.');
  });

  it('passes Latin letters, digits and empty text as they are', () => {
    expect(transliterate('')).toBe('');
    expect(transliterate('John Smith 2')).toBe('John Smith 2');
    expect(transliterate('ООО «Ромашка»')).toBe('OOO «Romashka»');
  });
});
