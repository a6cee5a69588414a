// GET /quiz-user/answered-quiz?filter — staff (support, admin, super): the answered national quizzes
// (quiz users) as a server-side list (docs/product/admin.md; issue 18). Search: name or e-mail
// contains, or a CPF exactly; filters: state (UF), quiz variant, linked account, and the creation
// date range in the school's time zone. CPFs go out masked (LGPD).
import { z } from 'zod';
import { DEFAULT_LIST_FILTER } from '@escola/domain/constants';
import { isStateCode } from '@escola/domain/brazilian-states';
import { adminListQueryShape, adminListResponseSchema } from './admin-list';
import { dateRangeShape, refineDateRange } from './admin-list-date-range';

export const ANSWERED_QUIZ_PATH = '/quiz-user/answered-quiz';

export const ANSWERED_QUIZ_SORT_FIELDS = ['createdAt', 'name'] as const;
export const ANSWERED_QUIZ_DEFAULTS = {
  sort: 'createdAt',
  order: 'desc',
  pageSize: DEFAULT_LIST_FILTER.pageSize,
} as const;

export const getAnsweredQuizQuerySchema = z
  .strictObject({
    ...adminListQueryShape({
      sortFields: ANSWERED_QUIZ_SORT_FIELDS,
      defaults: ANSWERED_QUIZ_DEFAULTS,
    }),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isStateCode, { message: 'Informe a sigla de uma UF, por exemplo SP' })
      .optional(),
    registrationQuiz: z
      .enum(['1', '2'])
      .transform((value) => Number(value) as 1 | 2)
      .optional(),
    hasAccount: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    ...dateRangeShape,
  })
  .superRefine(refineDateRange);

export type GetAnsweredQuizQuery = z.input<typeof getAnsweredQuizQuerySchema>;
export type AnsweredQuizFilter = z.output<typeof getAnsweredQuizQuerySchema>;

export const answeredQuizItemSchema = z.object({
  id: z.string(),
  ra: z.string(),
  name: z.string(),
  email: z.string(),
  /** Masked: `***.456.789-**` (maskCpf). */
  cpf: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  registrationQuiz: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** The quiz's result, once answered: its points and when. */
  result: z.object({ points: z.number(), answeredAt: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  hasAccount: z.boolean(),
});

export type AnsweredQuizItem = z.infer<typeof answeredQuizItemSchema>;

export const getAnsweredQuizResponseSchema = adminListResponseSchema(answeredQuizItemSchema).meta({
  id: 'AnsweredQuizList',
});

export type GetAnsweredQuizResponse = z.infer<typeof getAnsweredQuizResponseSchema>;
