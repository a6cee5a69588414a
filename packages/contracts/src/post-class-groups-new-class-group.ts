// POST /class-groups/new-class-group — creates a class group (admin and super). An empty
// curriculumAvailable is refused by the API with the spec's message word for word
// (CLASS_GROUP_CONTENT_REQUIRED_MESSAGES), so the schema lets it through to the service.
import { z } from 'zod';
import { CLASS_GROUP_VALIDITY_TYPES } from '@escola/domain/class-group-validity';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';
import { classGroupSummarySchema } from './get-class-groups-all-class-groups';
import { flashSchema } from './flash';

export const CLASS_GROUPS_NEW_PATH = '/class-groups/new-class-group';

export const CLASS_GROUP_NAME_MAX_LENGTH = 120;
export const CLASS_GROUP_MIN_MONTHS = 1;
export const CLASS_GROUP_MAX_MONTHS = 36;

export const CLASS_GROUP_FIELD_MESSAGES = {
  nameRequired: 'Informe o nome da turma.',
  nameTooLong: `O nome da turma pode ter até ${CLASS_GROUP_NAME_MAX_LENGTH} caracteres.`,
  dateRangeRequired: 'Informe as datas de início e de fim da validade (aaaa-mm-dd).',
  dateRangeOrder: 'A data de início da validade não pode ser depois da data de fim.',
  monthsRequired: `Informe a duração em meses, de ${CLASS_GROUP_MIN_MONTHS} a ${CLASS_GROUP_MAX_MONTHS}.`,
} as const;

/** The fields of a class group, shared by create and edit. */
export const classGroupFieldsShape = {
  name: z
    .string()
    .trim()
    .min(1, CLASS_GROUP_FIELD_MESSAGES.nameRequired)
    .max(CLASS_GROUP_NAME_MAX_LENGTH, CLASS_GROUP_FIELD_MESSAGES.nameTooLong),
  curriculumAvailable: z.array(z.enum(SUPER_BLOCKS)).max(SUPER_BLOCKS.length),
  validityType: z.enum(CLASS_GROUP_VALIDITY_TYPES),
  /** Required for 'dateRange' (start ≤ end); ignored otherwise. */
  validityDateRange: z.tuple([z.iso.date(), z.iso.date()]).nullable().optional(),
  /** Required for 'durationInMonths'; ignored otherwise. */
  durationInMonths: z.number().int().nullable().optional(),
};

type ClassGroupFields = {
  validityType: (typeof CLASS_GROUP_VALIDITY_TYPES)[number];
  validityDateRange?: readonly [string, string] | null | undefined;
  durationInMonths?: number | null | undefined;
};

/** The validity rules: the fields the chosen validity type needs, and only sensible values. */
export const refineClassGroupValidity = (fields: ClassGroupFields, context: z.RefinementCtx) => {
  if (fields.validityType === 'dateRange') {
    const range = fields.validityDateRange;
    if (!range) {
      context.addIssue({
        code: 'custom',
        path: ['validityDateRange'],
        message: CLASS_GROUP_FIELD_MESSAGES.dateRangeRequired,
      });
      return;
    }
    if (range[0] > range[1]) {
      context.addIssue({
        code: 'custom',
        path: ['validityDateRange'],
        message: CLASS_GROUP_FIELD_MESSAGES.dateRangeOrder,
      });
    }
    return;
  }
  const months = fields.durationInMonths;
  if (
    months === null ||
    months === undefined ||
    months < CLASS_GROUP_MIN_MONTHS ||
    months > CLASS_GROUP_MAX_MONTHS
  ) {
    context.addIssue({
      code: 'custom',
      path: ['durationInMonths'],
      message: CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
    });
  }
};

export const postClassGroupsNewClassGroupBodySchema = z
  .strictObject(classGroupFieldsShape)
  .superRefine(refineClassGroupValidity)
  .meta({ id: 'NewClassGroupBody' });

export type PostClassGroupsNewClassGroupBody = z.input<
  typeof postClassGroupsNewClassGroupBodySchema
>;

export const classGroupChangeResponseSchema = flashSchema.extend({
  classGroup: classGroupSummarySchema,
});

export const postClassGroupsNewClassGroupResponseSchema = classGroupChangeResponseSchema.meta({
  id: 'NewClassGroupResponse',
});

export type PostClassGroupsNewClassGroupResponse = z.infer<
  typeof postClassGroupsNewClassGroupResponseSchema
>;
