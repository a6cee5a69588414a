// GET /class-groups/all-class-groups — the class-group summary (docs/product/admin.md): every
// group in name order with its content, validity and how many learners it holds. Readable by all
// staff (the user list filters by class group); every change is admin and super only.
import { z } from 'zod';
import { CLASS_GROUP_VALIDITY_TYPES } from '@escola/domain/class-group-validity';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';

export const CLASS_GROUPS_ALL_PATH = '/class-groups/all-class-groups';

export const classGroupSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Superblock slugs the group may study (classGroupInfo.curriculumAvailable). */
    curriculumAvailable: z.array(z.enum(SUPER_BLOCKS)),
    validityType: z.enum(CLASS_GROUP_VALIDITY_TYPES),
    /** [start, end] as yyyy-MM-dd for 'dateRange'; null otherwise. */
    validityDateRange: z.tuple([z.iso.date(), z.iso.date()]).nullable(),
    /** For 'durationInMonths'; null otherwise. */
    durationInMonths: z.number().int().nullable(),
    /** Learners linked to the group. */
    learnerCount: z.number().int().min(0),
  })
  .meta({ id: 'ClassGroupSummary' });

export type ClassGroupSummary = z.infer<typeof classGroupSummarySchema>;

export const getClassGroupsAllClassGroupsResponseSchema = z
  .object({ classGroups: z.array(classGroupSummarySchema) })
  .meta({ id: 'ClassGroupsSummaryResponse' });

export type GetClassGroupsAllClassGroupsResponse = z.infer<
  typeof getClassGroupsAllClassGroupsResponseSchema
>;
