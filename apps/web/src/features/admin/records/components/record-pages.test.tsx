// The deletion lists and the audit log: their rows as staff read them, and the empty and error
// states of each table.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditLogItem } from '@escola/contracts/get-admin-audit-log';
import type { UserDeletedItem } from '@escola/contracts/get-users-deleted';
import type { UserRequestedDeleteItem } from '@escola/contracts/get-users-requested-delete';
import admin from '../../../../locales/pt-BR/admin.json';
import { adminListReply } from '../../../../test/admin-list-fixtures';
import { stubFetch, type StubReply } from '../../../../test/fetch-stub';
import AuditLogPage from './audit-log-page';
import DeleteRegisterPage from './delete-register-page';
import RequestDeletePage from './request-delete-page';

const listBody = (list: unknown[]): StubReply => adminListReply({ list, pageSize: 5 });

const renderPage = ({
  Page,
  path,
  reply,
}: {
  Page: ComponentType;
  path: string;
  reply: StubReply;
}) => {
  stubFetch({ routes: { [`GET ${path}`]: reply } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    </MemoryRouter>,
  );
};

const requested: UserRequestedDeleteItem = {
  id: 'u1',
  name: 'Bia Souza',
  email: 'bia@teste.escola.dev',
  username: 'bia',
  requestedAt: '2026-03-01T15:00:00.000Z',
  deletionDueAt: '2026-03-31T15:00:00.000Z',
  daysToDelete: 1,
};

const deleted: UserDeletedItem = {
  id: 'd1',
  name: 'Caio Lima',
  email: 'caio@teste.escola.dev',
  username: 'caio',
  reason: 'staff',
  requestedAt: null,
  deletedAt: '2026-02-01T13:30:00.000Z',
};

const entry: AuditLogItem = {
  id: '7',
  actor: { id: 's1', name: 'Sara Super', email: 'sara@teste.escola.dev' },
  action: 'class-group.move-users',
  target: { type: 'class-group', id: 'g2', label: 'Turma Noite' },
  before: { classGroupName: 'Turma Dia' },
  after: { classGroupName: 'Turma Noite', count: 2, futureField: true },
  createdAt: '2026-04-02T12:00:00.000Z',
};

const PAGES = [
  {
    label: 'request-delete',
    Page: RequestDeletePage,
    path: '/users-requested-delete',
    caption: admin.deletions.requestedCaption,
    empty: admin.deletions.requestedEmpty,
    error: admin.deletions.requestedError,
  },
  {
    label: 'delete-register',
    Page: DeleteRegisterPage,
    path: '/users-deleted',
    caption: admin.deletions.deletedCaption,
    empty: admin.deletions.deletedEmpty,
    error: admin.deletions.deletedError,
  },
  {
    label: 'audit-log',
    Page: AuditLogPage,
    path: '/admin/audit-log',
    caption: admin.auditLog.caption,
    empty: admin.auditLog.empty,
    error: admin.auditLog.error,
  },
];

describe.each(PAGES)('the $label page', ({ Page, path, caption, empty, error }) => {
  it('says when the list is empty', async () => {
    renderPage({ Page, path, reply: listBody([]) });
    const table = screen.getByRole('table', { name: caption });
    expect(await within(table).findByText(empty)).toBeVisible();
  });

  it('says when the list could not be loaded', async () => {
    renderPage({ Page, path, reply: { status: 500, body: { type: 'danger', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });
});

describe('the rows', () => {
  it('show when a requested deletion happens and how many days are left', async () => {
    renderPage({
      Page: RequestDeletePage,
      path: '/users-requested-delete',
      reply: listBody([requested]),
    });
    const row = await screen.findByRole('row', { name: /Bia Souza/ });
    expect(row).toHaveTextContent('01/03/2026, 12:00');
    expect(row).toHaveTextContent('31/03/2026 (em 1 dia)');
  });

  it('show why and when an account was deleted', async () => {
    renderPage({ Page: DeleteRegisterPage, path: '/users-deleted', reply: listBody([deleted]) });
    const row = await screen.findByRole('row', { name: /Caio Lima/ });
    expect(row).toHaveTextContent(admin.deletions.reasons.staff);
    expect(row).toHaveTextContent('01/02/2026, 10:30');
  });

  it('show who did what to which target, when, and each changed field before → after', async () => {
    renderPage({ Page: AuditLogPage, path: '/admin/audit-log', reply: listBody([entry]) });
    const row = await screen.findByRole('row', { name: /Sara Super/ });
    expect(row).toHaveTextContent('02/04/2026, 09:00');
    expect(row).toHaveTextContent('sara@teste.escola.dev');
    expect(row).toHaveTextContent(admin.auditLog.actions['class-group']['move-users']);
    expect(row).toHaveTextContent(`${admin.auditLog.targetTypes['class-group']}: Turma Noite`);
    const changes = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Turma: Turma Dia → Turma Noite',
      'Quantidade: vazio → 2',
      // A field the page has no label for yet shows as written.
      'futureField: vazio → sim',
    ]);
  });
});
