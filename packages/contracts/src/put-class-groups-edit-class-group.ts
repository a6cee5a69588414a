// PUT /class-groups/edit-class-group — edits a class group by the id in the body (admin and
// super); the same fields and rules as the creation. Unknown id → 404.
import { z } from 'zod';
import {
  classGroupChangeResponseSchema,
  classGroupFieldsShape,
  refineClassGroupValidity,
} from './post-class-groups-new-class-group';

export const CLASS_GROUPS_EDIT_PATH = '/class-groups/edit-class-group';

export const putClassGroupsEditClassGroupBodySchema = z
  .strictObject({ id: z.uuid(), ...classGroupFieldsShape })
  .superRefine(refineClassGroupValidity)
  .meta({ id: 'EditClassGroupBody' });

export type PutClassGroupsEditClassGroupBody = z.input<
  typeof putClassGroupsEditClassGroupBodySchema
>;

export const putClassGroupsEditClassGroupResponseSchema = classGroupChangeResponseSchema.meta({
  id: 'EditClassGroupResponse',
});

export type PutClassGroupsEditClassGroupResponse = z.infer<
  typeof putClassGroupsEditClassGroupResponseSchema
>;
