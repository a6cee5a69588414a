// PUT /nacional/complete-register — /data-complement: the national data the learner's record still
// lacks (issue 17): CPF when the account has none, birth date, and the state (one of the programme's
// eight) and city where the learner lives, kept in the learner's quiz record (created when the
// account has none). Sets `nationalDataComplement`. On failure the web shows the spec's
// 'Erro ao atualizar o registro nacional.' word for word.
import { z } from 'zod';
import { flashSchema } from './flash';

export const NACIONAL_COMPLETE_REGISTER_PATH = '/nacional/complete-register';

export const putNacionalCompleteRegisterBodySchema = z
  .strictObject({
    /** Masked or not; required when the account has no CPF yet, must match it otherwise. */
    cpf: z.string().max(20).optional(),
    /** yyyy-MM-dd, in the past. */
    birthDate: z.iso.date(),
    /** UF of one of the programme's states (NATIONAL_STATES). */
    state: z.string().length(2),
    city: z.string().trim().min(1).max(100),
  })
  .meta({ id: 'NacionalCompleteRegisterBody' });
export type PutNacionalCompleteRegisterBody = z.infer<typeof putNacionalCompleteRegisterBodySchema>;

export const putNacionalCompleteRegisterResponseSchema = flashSchema
  .extend({ nationalDataComplement: z.literal(true) })
  .meta({ id: 'NacionalCompleteRegister' });
export type PutNacionalCompleteRegisterResponse = z.infer<
  typeof putNacionalCompleteRegisterResponseSchema
>;
