// DELETE /api/messages/delete-by-id/{id} — staff delete a message (issue 19; the web asks first).
// Its read states go with it. An unknown id → 404.
import { z } from 'zod';
import { flashSchema } from './flash';

export const MESSAGES_DELETE_PATH = '/api/messages/delete-by-id/:id';
export const messageDeletePath = (id: string) =>
  `/api/messages/delete-by-id/${encodeURIComponent(id)}`;

export const deleteMessagesDeleteByIdParamsSchema = z.object({ id: z.uuid() });

export const deleteMessagesDeleteByIdResponseSchema = flashSchema
  .extend({ id: z.string() })
  .meta({ id: 'DeleteMessageResponse' });

export type DeleteMessagesDeleteByIdResponse = z.infer<
  typeof deleteMessagesDeleteByIdResponseSchema
>;
