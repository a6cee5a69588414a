// PUT /class-groups/move-users-class-group — moves learners from one class group to another in one
// transaction (admin and super). Every id must be in the source group; the moved learners get a
// new link date and an invitation not yet accepted. An empty list is refused with the spec's
// MOVE_USERS_TARGET_REQUIRED_MESSAGE (checked by the API, so the schema lets it through).
import { z } from 'zod';
import { flashSchema } from './flash';

export const CLASS_GROUPS_MOVE_USERS_PATH = '/class-groups/move-users-class-group';
/** Most learners one call moves. */
export const MOVE_USERS_MAX_USERS = 10_000;

export const putClassGroupsMoveUsersClassGroupBodySchema = z
  .strictObject({
    sourceClassGroupId: z.uuid(),
    targetClassGroupId: z.uuid(),
    userIds: z.array(z.uuid()).max(MOVE_USERS_MAX_USERS),
  })
  .meta({ id: 'MoveUsersClassGroupBody' });

export type PutClassGroupsMoveUsersClassGroupBody = z.input<
  typeof putClassGroupsMoveUsersClassGroupBodySchema
>;

export const putClassGroupsMoveUsersClassGroupResponseSchema = flashSchema
  .extend({ movedUsers: z.number().int().min(0) })
  .meta({ id: 'MoveUsersClassGroupResponse' });

export type PutClassGroupsMoveUsersClassGroupResponse = z.infer<
  typeof putClassGroupsMoveUsersClassGroupResponseSchema
>;
