// Admin breadcrumbs and page title (docs/product/admin.md): breadcrumbs are built from the path
// segments, each with a Portuguese label; the page title is the section label followed by "Admin",
// and "Painel Administrativo" by default. Labels live in the web app's locale files: these rules
// hand out the label keys and take a `translate` function.

/** Path segments that have a label of their own (locale keys under `segments`). */
export const ADMIN_SEGMENT_KEYS = [
  'admin',
  'enrollment-users',
  'answered-quiz',
  'waiting-list',
  'class-groups',
  'form',
  'move-users',
  'audit-log',
  'messages-managment',
  'emails',
  'request-delete',
  'delete-register',
  'products',
  'features',
  'reports',
] as const;
export type AdminSegmentKey = (typeof ADMIN_SEGMENT_KEYS)[number];

export type AdminBreadcrumb = {
  path: string;
  segment: string;
  /** null when the segment has no label of its own (an id, say): show the segment itself. */
  labelKey: AdminSegmentKey | null;
};

const isSegmentKey = (segment: string): segment is AdminSegmentKey =>
  (ADMIN_SEGMENT_KEYS as readonly string[]).includes(segment);

export const getAdminBreadcrumbs = (path: string): AdminBreadcrumb[] => {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.map((segment, index) => {
    const lower = segment.toLowerCase();
    return {
      path: `/${segments.slice(0, index + 1).join('/')}`,
      segment,
      labelKey: isSegmentKey(lower) ? lower : null,
    };
  });
};

/** Page title keys (locale keys under `titles`); `default` when the page has none. */
const ADMIN_PAGE_TITLE_KEYS: Record<string, string> = {
  '/admin/enrollment-users': 'user-management',
  '/admin/answered-quiz': 'user-management',
  '/admin/waiting-list': 'waiting-list',
  '/admin/class-groups': 'class-groups',
  '/admin/class-groups/form': 'class-groups',
  '/admin/class-groups/move-users': 'class-groups',
  '/admin/audit-log': 'audit-log',
  '/admin/messages-managment': 'messages',
  '/admin/messages-managment/form': 'messages',
  '/admin/emails': 'emails',
  '/admin/request-delete': 'request-delete',
  '/admin/delete-register': 'delete-register',
  '/admin/products': 'products',
  '/admin/features': 'features',
  '/admin/reports': 'reports',
};
export const ADMIN_DEFAULT_TITLE_KEY = 'default';
const ADMIN_TITLE_SUFFIX = 'Admin';

export const getAdminPageTitleKey = (path: string): string => {
  const normalised = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return ADMIN_PAGE_TITLE_KEYS[normalised] ?? ADMIN_DEFAULT_TITLE_KEY;
};

/** `<section label> | Admin`, or the default title (Painel Administrativo) alone. */
export const getAdminPageTitle = ({
  path,
  translate,
}: {
  path: string;
  translate: (key: string) => string;
}): string => {
  const key = getAdminPageTitleKey(path);
  if (key === ADMIN_DEFAULT_TITLE_KEY) return translate(key);
  return `${translate(key)} | ${ADMIN_TITLE_SUFFIX}`;
};
