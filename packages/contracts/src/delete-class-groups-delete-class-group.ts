// DELETE /class-groups/delete-class-group/{id} — deletes a class group (admin and super). Its
// learners lose the class group and go back to the waiting list; the answer says how many.
import { z } from 'zod';
import { flashSchema } from './flash';

export const CLASS_GROUPS_DELETE_PATH = '/class-groups/delete-class-group/:id';
export const classGroupDeletePath = (id: string) =>
  `/class-groups/delete-class-group/${encodeURIComponent(id)}`;

export const deleteClassGroupsDeleteClassGroupParamsSchema = z.object({ id: z.uuid() });

export const deleteClassGroupsDeleteClassGroupResponseSchema = flashSchema
  .extend({
    /** Learners who lost the class group (back on the waiting list). */
    affectedLearners: z.number().int().min(0),
  })
  .meta({ id: 'DeleteClassGroupResponse' });

export type DeleteClassGroupsDeleteClassGroupResponse = z.infer<
  typeof deleteClassGroupsDeleteClassGroupResponseSchema
>;
