// POST /user/report-user — a signed-in learner reports another user's public profile to the staff.
// Success is the spec's `report-sent` flash with a redirect to /learn; an unknown username is the
// `username-not-found` flash (404).
import { z } from 'zod';
import { flashSchema } from './flash';
import { usernameSchema } from './username';

export const REPORT_USER_PATH = '/user/report-user';
/** docs/product/accounts.md: /learn after report user. */
export const AFTER_REPORT_USER_PATH = '/learn';
export const REPORT_DESCRIPTION_MAXIMUM_LENGTH = 2000;

export const REPORT_DESCRIPTION_MESSAGES = {
  required: 'Conte o que aconteceu.',
  tooLong: `A descrição pode ter no máximo ${REPORT_DESCRIPTION_MAXIMUM_LENGTH} caracteres.`,
} as const;

export const postReportUserBodySchema = z
  .strictObject({
    username: usernameSchema,
    reportDescription: z
      .string()
      .trim()
      .min(1, REPORT_DESCRIPTION_MESSAGES.required)
      .max(REPORT_DESCRIPTION_MAXIMUM_LENGTH, REPORT_DESCRIPTION_MESSAGES.tooLong),
  })
  .meta({ id: 'ReportUserBody' });

export type PostReportUserBody = z.input<typeof postReportUserBodySchema>;

export const postReportUserResponseSchema = flashSchema;
export type PostReportUserResponse = z.infer<typeof postReportUserResponseSchema>;
