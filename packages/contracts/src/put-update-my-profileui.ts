// PUT /update-my-profileui { profileUI } — what the public profile shows
// (docs/product/accounts.md). isLocked hides everything but the username; each show* flag reveals
// one part.
import { z } from 'zod';
import { flashSchema } from './flash';

export const UPDATE_MY_PROFILE_UI_PATH = '/update-my-profileui';

export const PROFILE_UI_FLAGS = [
  'isLocked',
  'showAbout',
  'showCerts',
  'showDonation',
  'showHeatMap',
  'showLocation',
  'showName',
  'showPoints',
  'showPortfolio',
  'showTimeLine',
] as const;
export type ProfileUiFlag = (typeof PROFILE_UI_FLAGS)[number];

export const profileUiSchema = z.strictObject({
  isLocked: z.boolean(),
  showAbout: z.boolean(),
  showCerts: z.boolean(),
  showDonation: z.boolean(),
  showHeatMap: z.boolean(),
  showLocation: z.boolean(),
  showName: z.boolean(),
  showPoints: z.boolean(),
  showPortfolio: z.boolean(),
  showTimeLine: z.boolean(),
}) satisfies z.ZodType<Record<ProfileUiFlag, boolean>>;

export const putUpdateMyProfileUiBodySchema = z
  .strictObject({ profileUI: profileUiSchema })
  .meta({ id: 'UpdateMyProfileUiBody' });

export type PutUpdateMyProfileUiBody = z.infer<typeof putUpdateMyProfileUiBodySchema>;

export const putUpdateMyProfileUiResponseSchema = flashSchema;
export type PutUpdateMyProfileUiResponse = z.infer<typeof putUpdateMyProfileUiResponseSchema>;
