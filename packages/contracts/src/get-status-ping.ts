// GET /status/ping — liveness and database check.
import { z } from 'zod';

export const getStatusPingResponseSchema = z
  .object({ msg: z.literal('pong') })
  .meta({ id: 'StatusPing' });

export type GetStatusPingResponse = z.infer<typeof getStatusPingResponseSchema>;
