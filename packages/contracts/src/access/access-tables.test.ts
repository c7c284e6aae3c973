import { describe, expect, it } from 'vitest';
import { ACCESS, ACCESS_KEYS } from '../access.ts';
import { CONTRACT_MODULES } from '../modules.ts';

const TABLES = CONTRACT_MODULES.map((module) => ('access' in module ? module.access : {}));

describe('per-module access tables', () => {
  it('give every key to exactly one module, so the merge overrides nothing', () => {
    const keys = TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...ACCESS_KEYS].sort());
  });

  it('keep each module audience as it is in the merged table', () => {
    for (const table of TABLES) {
      for (const [key, audience] of Object.entries(table)) {
        expect(ACCESS[key as keyof typeof ACCESS]).toBe(audience);
      }
    }
  });

  it('name every module once', () => {
    const names = CONTRACT_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
