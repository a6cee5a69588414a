// PUT /change-tour-status — the learner finished (or dismissed) the guided tour, or asks to see it
// again: sets or clears `tourCompletedAt` (issue 17).
import { z } from 'zod';
import { flashSchema } from './flash';

export const CHANGE_TOUR_STATUS_PATH = '/change-tour-status';

export const putChangeTourStatusBodySchema = z
  .strictObject({ completed: z.boolean() })
  .meta({ id: 'ChangeTourStatusBody' });
export type PutChangeTourStatusBody = z.infer<typeof putChangeTourStatusBodySchema>;

export const putChangeTourStatusResponseSchema = flashSchema
  .extend({ tourCompletedAt: z.iso.datetime().nullable() })
  .meta({ id: 'ChangeTourStatus' });
export type PutChangeTourStatusResponse = z.infer<typeof putChangeTourStatusResponseSchema>;
