import { describe, expect, it } from 'vitest';
import { toggleMessage, viaRolesText } from './permissions.helpers.ts';

const roles = [
  { name: 'admin', label: 'Администратор' },
  { name: 'ts_admin', label: 'Администратор TimeSheet' },
];

describe('viaRolesText', () => {
  it('is nothing when the permission comes through no role', () => {
    expect(viaRolesText(undefined, roles)).toBeNull();
    expect(viaRolesText([], roles)).toBeNull();
  });

  it('names one role, or several, by their labels', () => {
    expect(viaRolesText(['ts_admin'], roles)).toBe('через роль Администратор TimeSheet');
    expect(viaRolesText(['admin', 'ts_admin', 'admin'], roles)).toBe(
      'через роли Администратор, Администратор TimeSheet',
    );
  });

  it('keeps the code of a role the list does not know', () => {
    expect(viaRolesText(['ghost'], roles)).toBe('через роль ghost');
  });
});

describe('toggleMessage', () => {
  it('says what happened and to whom', () => {
    expect(toggleMessage(true, 'Удаление', 'role')).toBe('Право «Удаление» выдано роли');
    expect(toggleMessage(true, 'Удаление', 'user')).toBe('Право «Удаление» выдано сотруднику');
    expect(toggleMessage(false, 'Удаление', 'user')).toBe('Право «Удаление» отозвано');
  });
});
