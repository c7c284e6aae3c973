import { describe, expect, it } from 'vitest';
import { ENTITY_TYPE, ROLE_NAMES, STRUCTURE_LEVEL } from '@intranet/contracts';
import { buildDemoOrganisation, transliterate } from './demo-organisation.ts';

describe('demo organisation', () => {
  const organisation = buildDemoOrganisation();

  it('is the same on every run', () => {
    expect(buildDemoOrganisation()).toEqual(organisation);
  });

  it('has about 150 employees with unique logins and one demo account per role plus employee', () => {
    expect(organisation.users.length).toBeGreaterThanOrEqual(140);
    expect(organisation.users.length).toBeLessThanOrEqual(160);
    const logins = organisation.users.map((user) => user.login);
    expect(new Set(logins).size).toBe(logins.length);
    for (const role of ROLE_NAMES) {
      expect(organisation.users.find((user) => user.login === role)?.roles).toContain(role);
    }
    const employee = organisation.users.find((user) => user.login === 'employee');
    expect(employee).toMatchObject({ roles: ['ts_filling'], managerLogin: 'manager', chargeCode: null });
    // Some Russian employees bill through charge codes; no demo account does.
    expect(organisation.users.filter((user) => user.chargeCode).length).toBeGreaterThan(0);
    expect(organisation.users.filter((user) => user.chargeCode).every((user) => user.countryId === 1)).toBe(
      true,
    );
  });

  it('builds league -> blocks -> practices -> projects and regions -> offices with the spec levels', () => {
    const byId = new Map(organisation.structures.map((node) => [node.id, node]));
    for (const node of organisation.structures) {
      const parent = node.parentId ? byId.get(node.parentId) : undefined;
      if (node.level === STRUCTURE_LEVEL.league) expect(parent).toBeUndefined();
      if (node.level === STRUCTURE_LEVEL.block)
        expect([parent?.level, node.entityType]).toEqual([0, ENTITY_TYPE.block]);
      if (node.level === STRUCTURE_LEVEL.practice)
        expect([parent?.level, node.entityType]).toEqual([1, ENTITY_TYPE.practice]);
      if (node.level === STRUCTURE_LEVEL.project) expect([parent?.level, node.entityType]).toEqual([2, null]);
      if (node.level === STRUCTURE_LEVEL.region)
        expect([parent?.level, node.entityType]).toEqual([0, ENTITY_TYPE.region]);
      if (node.level === STRUCTURE_LEVEL.office)
        expect([parent?.level, node.entityType]).toEqual([4, ENTITY_TYPE.office]);
    }
  });

  it('spreads employees over the four countries and birthdays over the twelve months', () => {
    const countries = new Set(organisation.users.map((user) => user.countryId));
    expect([...countries].sort()).toEqual([1, 2, 3, 4]);
    const months = new Set(organisation.users.map((user) => user.birthday.slice(5, 7)));
    expect(months.size).toBe(12);
    const logins = new Set(organisation.users.map((user) => user.login));
    for (const user of organisation.users)
      if (user.managerLogin) expect(logins.has(user.managerLogin)).toBe(true);
  });

  it('makes each practice head the team lead of the people reporting to them', () => {
    // The demo account `manager` has no manager either, but keeps its one role.
    const generatedHeads = organisation.users.filter(
      (user) => !user.managerLogin && user.login !== 'manager',
    );
    expect(generatedHeads.length).toBeGreaterThan(3);
    for (const head of generatedHeads) expect(head.roles).toEqual(['manager', 'team_lead', 'ts_filling']);
    const led = organisation.users.filter((user) =>
      generatedHeads.some((head) => head.login === user.managerLogin),
    );
    expect(led.length).toBeGreaterThan(100);
  });

  it('transliterates Russian names for logins', () => {
    expect(transliterate('Щукина Юлия')).toBe('shchukinayuliya');
  });
});
