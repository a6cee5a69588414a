// GET /account/user-deleted — the deletion status of the signed-in user (docs/product/accounts.md,
// "Account- deletion request state"), fetched by the web app after the session user.
import { z } from 'zod';

export { ACCOUNT_DELETION_STATUS_PATH } from './account-deletion-paths';

export const getAccountUserDeletedResponseSchema = z
  .object({
    message: z.string().describe('Resumo em português do estado do pedido'),
    requestedDelete: z.boolean(),
    daysToDelete: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Dias que faltam para a exclusão (arredondado para cima); null sem pedido'),
  })
  .meta({ id: 'AccountDeletionStatus' });

export type AccountDeletionStatus = z.infer<typeof getAccountUserDeletedResponseSchema>;
