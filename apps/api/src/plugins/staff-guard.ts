// Staff routes are guarded by what they declare: `config: { staffRoles: STAFF_ROLES.… }`. The guard
// runs before validation, so a visitor gets 401 and a learner 403 whatever they send. Every route
// is also written to `app.registeredRoutes`, so a test can prove that each route under a staff
// path declares its roles (staff-guard.test.ts): a new staff route without a guard fails it.
import fastifyPlugin from 'fastify-plugin';
import { requireStaff } from './require-staff';

export type RegisteredRoute = {
  method: string;
  url: string;
  staffRoles: readonly string[] | null;
};

/**
 * Paths whose routes are staff routes (the admin areas of docs/product/admin.md). Keep staff routes
 * here.
 */
export const STAFF_PATH_PREFIXES = [
  '/admin/',
  '/api/admin/',
  '/user-management/',
  '/quiz-user/answered-quiz',
  '/users-requested-delete',
  '/users-deleted',
  '/class-groups/',
  '/states-national',
  '/user/get-emails',
  '/api/users/status-by-email',
  '/api/products',
  '/api/product/',
  '/api/manualEmails/',
  '/api/recurringEmails/',
  '/api/automaticEmails/',
] as const;

export const isStaffPath = (url: string): boolean =>
  STAFF_PATH_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));

export const staffGuardPlugin = fastifyPlugin(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const staffRoles = route.config?.staffRoles ?? null;
      [route.method].flat().forEach((method) => {
        routes.push({ method, url: route.url, staffRoles });
      });
    });
    app.addHook('preValidation', async (request) => {
      const roles = request.routeOptions.config.staffRoles;
      if (roles) requireStaff(request, roles);
    });
  },
  { name: 'staff-guard', dependencies: ['session'] },
);
