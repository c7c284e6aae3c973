import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { RoleMappingRow, SsoAdmin } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../api/http-client.ts', () => ({ http }));

import { SsoAdminPanel } from './SsoAdminPanel.tsx';

const ADMIN: SsoAdmin = {
  configured: true,
  issuer: 'https://keycloak.corp.test/realms/staff',
  client_id: 'intranet',
  client_secret_set: true,
  scopes: 'openid email profile groups',
  redirect_uri: 'https://portal.corp.test/api/auth/oidc/callback',
  settings: { match_claim: 'email', create_users: false, groups_claim: 'groups' },
};

const OIDC_ROWS: RoleMappingRow[] = [
  { id: 1, source: 'oidc', group_name: 'portal-hr', role: 'hr', role_label: 'HR' },
];

function mount() {
  http.get.mockImplementation((path: string) => {
    if (path === '/sso/admin') return Promise.resolve({ data: ADMIN });
    if (path === '/sso/role-mappings/oidc') return Promise.resolve({ data: OIDC_ROWS });
    if (path === '/sso/role-mappings/ldap') return Promise.resolve({ data: [] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <SsoAdminPanel />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('«Вход через SSO»', () => {
  it('shows the configuration without the secret and checks the connection', async () => {
    http.post.mockResolvedValue({
      data: { ok: true, message: 'Подключение есть', issuer: ADMIN.issuer, end_session: true },
    });
    mount();
    expect(await screen.findByText(ADMIN.issuer!)).toBeTruthy();
    expect(screen.getByText('задан')).toBeTruthy();
    expect(screen.getByText(ADMIN.redirect_uri)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить подключение' }));
    expect(await screen.findByText('Подключение есть')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith('/sso/check', undefined, expect.anything());
  });

  it('saves the mapping of a source with a new row', async () => {
    http.put.mockImplementation((_path: string, body: { entries: unknown[] }) =>
      Promise.resolve({
        data: (body.entries as { group_name: string; role: string }[]).map((entry, index) => ({
          ...entry,
          id: index + 1,
          source: 'oidc',
          role_label: entry.role,
        })),
      }),
    );
    mount();
    const group = await screen.findByLabelText('Группа из claim, строка 1');
    expect((group as HTMLInputElement).value).toBe('portal-hr');
    fireEvent.click(screen.getByRole('button', { name: /Добавить строку/ }));
    fireEvent.change(screen.getByLabelText('Группа из claim, строка 2'), {
      target: { value: 'Руководители' },
    });
    const role = screen.getByLabelText('Роль, строка 2');
    fireEvent.mouseDown(role);
    const list = await screen.findAllByRole('listbox');
    expect(list.length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByTitle('Руководитель (manager)'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить сопоставление' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith(
        '/sso/role-mappings/oidc',
        {
          entries: [
            { group_name: 'portal-hr', role: 'hr' },
            { group_name: 'Руководители', role: 'manager' },
          ],
        },
        expect.anything(),
      ),
    );
  });

  it('refuses an empty group before sending', async () => {
    mount();
    await screen.findByLabelText('Группа из claim, строка 1');
    fireEvent.click(screen.getByRole('button', { name: /Добавить строку/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить сопоставление' }));
    const card = screen.getByText('Группы каталога → роли портала').closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Укажите группу')).toBeTruthy();
    expect(http.put).not.toHaveBeenCalled();
  });
});
