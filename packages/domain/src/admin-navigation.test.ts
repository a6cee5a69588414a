import { describe, expect, it } from 'vitest';
import {
  canOpenAdminPath,
  findAdminSectionForPath,
  getAdminRedirect,
  getAdminSidebar,
  isAdminAreaPath,
  isAdminRootPath,
} from './admin-navigation';

const sectionKeys = (type: 'student' | 'support' | 'admin' | 'super') =>
  getAdminSidebar({ type }).map((section) => section.key);

describe('getAdminSidebar', () => {
  it('gives support user management, messages, logs and reports', () => {
    expect(sectionKeys('support')).toEqual(['user-management', 'messages', 'logs', 'reports']);
  });

  it('adds class groups and products for admin and super, the audit log and features for super', () => {
    const full = ['user-management', 'class-groups', 'messages', 'logs', 'products', 'reports'];
    expect(sectionKeys('admin')).toEqual(full);
    expect(sectionKeys('super')).toEqual([
      'user-management',
      'class-groups',
      'messages',
      'logs',
      'audit-log',
      'products',
      'features',
      'reports',
    ]);
  });

  it('lets only super open the audit log', () => {
    expect(canOpenAdminPath({ type: 'super', path: '/admin/audit-log' })).toBe(true);
    expect(canOpenAdminPath({ type: 'admin', path: '/admin/audit-log' })).toBe(false);
    expect(canOpenAdminPath({ type: 'support', path: '/admin/audit-log' })).toBe(false);
  });

  it('keeps the move-users screen to the class-groups roles', () => {
    expect(canOpenAdminPath({ type: 'admin', path: '/admin/class-groups/move-users' })).toBe(true);
    expect(canOpenAdminPath({ type: 'support', path: '/admin/class-groups/move-users' })).toBe(
      false,
    );
  });

  it('gives students nothing', () => {
    expect(sectionKeys('student')).toEqual([]);
  });

  it('2 lists every admin page under its section, in order', () => {
    const pages = getAdminSidebar({ type: 'super' }).map((section) => [
      section.key,
      section.links.map((link) => (link.kind === 'page' ? `${link.key} ${link.path}` : link.key)),
    ]);
    expect(pages).toEqual([
      [
        'user-management',
        [
          'enrollment-users /admin/enrollment-users',
          'answered-quiz /admin/answered-quiz',
          'waiting-list /admin/waiting-list',
        ],
      ],
      [
        'class-groups',
        ['class-groups /admin/class-groups', 'class-groups-form /admin/class-groups/form'],
      ],
      [
        'messages',
        [
          'messages-managment /admin/messages-managment',
          'message-form /admin/messages-managment/form',
          'emails /admin/emails',
        ],
      ],
      ['logs', ['request-delete /admin/request-delete', 'delete-register /admin/delete-register']],
      ['audit-log', ['audit-log /admin/audit-log']],
      ['products', ['products /admin/products']],
      ['features', ['features /admin/features']],
      [
        'reports',
        ['national-metrics /admin/reports', 'national-department-metrics', 'inactive-users'],
      ],
    ]);
  });

  it('7 downloads the national metrics PDF from its API path', () => {
    const reports = getAdminSidebar({ type: 'admin' }).find((s) => s.key === 'reports');
    expect(reports?.links[1]).toEqual({
      kind: 'download',
      key: 'national-department-metrics',
      href: '/api/admin/report/national-departament-metrics',
    });
  });

  it('has the metrics dashboard and two report downloads, the inactive users one per state', () => {
    const reports = getAdminSidebar({ type: 'support' }).find((s) => s.key === 'reports');
    expect(reports?.links.map((link) => link.key)).toEqual([
      'national-metrics',
      'national-department-metrics',
      'inactive-users',
    ]);
    const inactive = reports?.links[2];
    expect(inactive?.kind === 'download-group' && inactive.downloads.length).toBe(8);
    expect(inactive?.kind === 'download-group' && inactive.downloads[0]?.href).toBe(
      '/api/admin/report/inactive-users?group=nacional-pr',
    );
  });
});

describe('findAdminSectionForPath', () => {
  it('opens the section of the current page, including sub-pages', () => {
    expect(findAdminSectionForPath('/admin/answered-quiz')?.key).toBe('user-management');
    expect(findAdminSectionForPath('/admin/class-groups/form')?.key).toBe('class-groups');
    expect(findAdminSectionForPath('/admin/Emails/')?.key).toBe('messages');
    expect(findAdminSectionForPath('/admin/desconhecida')).toBeUndefined();
  });
});

describe('canOpenAdminPath', () => {
  it.each<[string, 'student' | 'support' | 'admin' | 'super', string, boolean]>([
    ['6 estudante não abre nenhuma página admin', 'student', '/admin/emails', false],
    ['6 suporte abre mensagens', 'support', '/admin/emails', true],
    ['6 suporte não abre turmas', 'support', '/admin/class-groups/form', false],
    ['6 suporte não abre produtos', 'support', '/admin/products', false],
    ['6 admin abre turmas', 'admin', '/admin/class-groups', true],
    ['6 super abre produtos', 'super', '/admin/products', true],
    ['7 só super abre a configuração', 'super', '/admin/features', true],
    ['7 admin não abre a configuração', 'admin', '/admin/features', false],
    ['7 suporte não abre a configuração', 'support', '/admin/features', false],
    ['7 suporte abre o painel de métricas', 'support', '/admin/reports', true],
    ['6 página admin desconhecida é aberta à equipe', 'support', '/admin/desconhecida', true],
    ['6 página admin desconhecida fechada ao estudante', 'student', '/admin/desconhecida', false],
  ])('%s', (_case, type, path, expected) => {
    expect(canOpenAdminPath({ type, path })).toBe(expected);
  });
});

describe('isAdminAreaPath', () => {
  it.each([
    ['/admin', true],
    ['/Admin/emails', true],
    ['/admin/', true],
    ['/administrador', false],
    ['/learn/admin', false],
  ])('2 %s é da área admin: %s', (path, expected) => {
    expect(isAdminAreaPath(path)).toBe(expected);
  });
});

describe('isAdminRootPath', () => {
  it('matches /admin in any case, with or without a trailing slash', () => {
    expect(['/admin', '/ADMIN', '/Admin/', '/aDmIn//'].every(isAdminRootPath)).toBe(true);
    expect(isAdminRootPath('/admin/products')).toBe(false);
    expect(isAdminRootPath('/administrador')).toBe(false);
  });
});

describe('getAdminRedirect', () => {
  it('sends anonymous visitors and students to /learn', () => {
    expect(getAdminRedirect({ user: null, path: '/admin/emails' })).toBe('/learn');
    expect(getAdminRedirect({ user: { type: 'student' }, path: '/admin/emails' })).toBe('/learn');
  });

  it('lets staff stay on pages of their role', () => {
    expect(getAdminRedirect({ user: { type: 'support' }, path: '/admin/emails' })).toBeNull();
    expect(getAdminRedirect({ user: { type: 'admin' }, path: '/admin/products' })).toBeNull();
  });

  it('sends support away from class groups and products to the admin home', () => {
    expect(getAdminRedirect({ user: { type: 'support' }, path: '/admin/class-groups' })).toBe(
      '/admin/enrollment-users',
    );
    expect(getAdminRedirect({ user: { type: 'support' }, path: '/admin/products' })).toBe(
      '/admin/enrollment-users',
    );
  });

  it('sends staff from /admin (any case) to the admin home', () => {
    expect(getAdminRedirect({ user: { type: 'super' }, path: '/ADMIN' })).toBe(
      '/admin/enrollment-users',
    );
  });
});
