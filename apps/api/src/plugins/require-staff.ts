// The signed-in staff member (support, admin, super) of a request: 401 for a visitor, 403 for a
// learner, and 403 for staff whose role the area does not admit (docs/architecture.md, security
// baseline: every staff route checks the role on the server). Staff routes declare
// `config.staffRoles` and the staff guard plugin calls this before validation; handlers read the
// actor with `requireStaff(request)`.
import type { FastifyRequest } from 'fastify';
import type { User } from '@escola/db/schema/users';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import type { UserType } from '@escola/domain/users';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import { requireUser } from './require-user';

export type StaffRoles = readonly UserType[];

export const requireStaff = (
  request: FastifyRequest,
  roles: StaffRoles = request.routeOptions.config.staffRoles ?? STAFF_ROLES.all,
): User => {
  const user = requireUser(request);
  if (!roles.includes(user.type)) {
    throw new HttpError({ statusCode: 403, message: MESSAGES.forbidden });
  }
  return user;
};
