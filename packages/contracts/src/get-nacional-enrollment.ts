// GET /nacional/enrollment — the class group a national learner was linked to, for
// /enrollment-national and /confirm-enrollment-national (issue 17): its name, its trilhas
// (curriculumAvailable), its validity and whether it has started, and the invitation's state.
import { z } from 'zod';

export const NACIONAL_ENROLLMENT_PATH = '/nacional/enrollment';

export const getNacionalEnrollmentResponseSchema = z
  .object({
    classGroup: z.object({
      name: z.string(),
      curriculumAvailable: z.array(z.string()),
      validityType: z.enum(['dateRange', 'durationInMonths']),
      /** [start, end] as yyyy-MM-dd for `dateRange`. */
      validityDateRange: z.tuple([z.string(), z.string()]).nullable(),
      durationInMonths: z.number().int().nullable(),
      started: z.boolean(),
    }),
    acceptedInvite: z.boolean(),
    linkedToTheClassDate: z.string().nullable(),
    nationalDataComplement: z.boolean(),
  })
  .meta({ id: 'NacionalEnrollment' });
export type GetNacionalEnrollmentResponse = z.infer<typeof getNacionalEnrollmentResponseSchema>;
