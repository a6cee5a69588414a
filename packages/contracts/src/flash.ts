// The one error shape of the platform (docs/product/README.md / docs/architecture.md, convention
// 7): the flash message.
import { z } from 'zod';

export const FLASH_TYPES = ['success', 'info', 'warning', 'danger', 'error'] as const;

export const flashSchema = z
  .object({
    type: z.enum(FLASH_TYPES),
    message: z.string().describe('Texto em português mostrado ao usuário'),
    redirect: z.string().optional(),
  })
  .meta({ id: 'Flash' });

export type Flash = z.infer<typeof flashSchema>;
