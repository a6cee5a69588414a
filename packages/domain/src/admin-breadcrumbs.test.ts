import { describe, expect, it } from 'vitest';
import { getAdminBreadcrumbs, getAdminPageTitle, getAdminPageTitleKey } from './admin-breadcrumbs';

const labels: Record<string, string> = {
  'user-management': 'Gerenciamento de usuários',
  'class-groups': 'Turmas',
  default: 'Painel Administrativo',
};
const translate = (key: string): string => labels[key] ?? `?${key}`;

describe('getAdminBreadcrumbs', () => {
  it('builds one crumb per segment with its cumulative path and label key', () => {
    expect(getAdminBreadcrumbs('/admin/class-groups/form')).toEqual([
      { path: '/admin', segment: 'admin', labelKey: 'admin' },
      { path: '/admin/class-groups', segment: 'class-groups', labelKey: 'class-groups' },
      { path: '/admin/class-groups/form', segment: 'form', labelKey: 'form' },
    ]);
  });

  it('leaves unknown segments without a label key and ignores empty segments', () => {
    expect(getAdminBreadcrumbs('/admin//emails/abc123/')).toEqual([
      { path: '/admin', segment: 'admin', labelKey: 'admin' },
      { path: '/admin/emails', segment: 'emails', labelKey: 'emails' },
      { path: '/admin/emails/abc123', segment: 'abc123', labelKey: null },
    ]);
  });
});

describe('getAdminPageTitle', () => {
  it('is the section label followed by Admin', () => {
    expect(getAdminPageTitle({ path: '/admin/enrollment-users', translate })).toBe(
      'Gerenciamento de usuários | Admin',
    );
    expect(getAdminPageTitle({ path: '/admin/answered-quiz/', translate })).toBe(
      'Gerenciamento de usuários | Admin',
    );
    expect(getAdminPageTitle({ path: '/admin/class-groups/form', translate })).toBe(
      'Turmas | Admin',
    );
  });

  it.each([
    ['2 usuários matriculados', '/admin/enrollment-users', 'user-management'],
    [
      '2 questionários respondidos também é gerenciamento de usuários',
      '/admin/answered-quiz',
      'user-management',
    ],
    ['2 lista de espera', '/admin/waiting-list', 'waiting-list'],
    ['2 turmas', '/admin/class-groups', 'class-groups'],
    ['2 mensagens com várias barras no fim', '/admin/messages-managment//', 'messages'],
    ['2 formulário de turma', '/admin/class-groups/form', 'class-groups'],
    ['2 formulário de mensagem', '/admin/messages-managment/form', 'messages'],
    ['2 e-mails em maiúsculas e com barras repetidas', '/ADMIN//Emails/', 'emails'],
    ['2 pedidos de exclusão', '/admin/request-delete', 'request-delete'],
    ['2 contas excluídas', '/admin/delete-register', 'delete-register'],
    ['2 produtos', '/admin/products', 'products'],
    ['7 painel de métricas', '/admin/reports', 'reports'],
    ['2 raiz do painel: padrão', '/admin', 'default'],
    ['2 página desconhecida: padrão', '/admin/qualquer', 'default'],
  ])('%s', (_case, path, key) => {
    expect(getAdminPageTitleKey(path)).toBe(key);
  });

  it('defaults to Painel Administrativo', () => {
    expect(getAdminPageTitle({ path: '/admin/qualquer', translate })).toBe('Painel Administrativo');
  });
});
