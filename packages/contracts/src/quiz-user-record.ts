// The quiz user record of docs/product/national-programme.md as the national registration form
// sends it (issue 17), shared by POST /api/quiz-user/register and POST
// /api/quiz-user/new-national-user, and by the web form. The body schema only bounds the strings;
// `parseQuizUserRecord` applies the domain's Brazilian rules (CPF check digits, CEP, E.164 phones,
// birth date) and names the first bad field with the spec's flash key text, so the API and the form
// say the same thing.
import { z } from 'zod';
import {
  ADDRESS_IS_REQUIRED_MESSAGE,
  INVALID_CPF_MESSAGE,
  INVALID_FORM_FIELD_MESSAGE,
  INVALID_PHONE_MESSAGE,
  NAME_IS_REQUIRED_MESSAGE,
} from '@escola/domain/messages';
import { isValidBirthDate } from '@escola/domain/birth-date';
import { normalizeStateCode } from '@escola/domain/brazilian-states';
import { getStateOfCep, normalizeCep } from '@escola/domain/cep';
import { normalizePhone } from '@escola/domain/phone';
import { NAME_MAXIMUM_LENGTH, normalizeCpf } from '@escola/domain/validation';
import { flashSchema } from './flash';
import { postSigninLocalBodySchema } from './post-signin-local';

/** Sent with every call on a quiz record by a visitor without an account (the register answer's token). */
export const QUIZ_USER_TOKEN_HEADER = 'x-quiz-user-token';

export const QUIZ_SEX_OPTIONS = ['feminino', 'masculino', 'outro', 'prefiro-nao-informar'] as const;
/** IBGE's colour or race categories, and the choice not to say. */
export const QUIZ_RACE_OPTIONS = [
  'branca',
  'preta',
  'parda',
  'amarela',
  'indigena',
  'prefiro-nao-informar',
] as const;
export const QUIZ_EDUCATION_OPTIONS = [
  'fundamental-incompleto',
  'fundamental-completo',
  'medio-incompleto',
  'medio-completo',
  'superior-incompleto',
  'superior-completo',
  'pos-graduacao',
] as const;
export const QUIZ_NATIONALITY_OPTIONS = ['brasileira', 'naturalizada', 'estrangeira'] as const;
export const QUIZ_OCCUPATION_OPTIONS = [
  'estudante',
  'empregado',
  'autonomo',
  'desempregado',
  'outro',
] as const;

const SHORT_TEXT = 120;
const text = (maximum = SHORT_TEXT) => z.string().trim().max(maximum);

export const quizUserRecordSchema = z
  .strictObject({
    name: text(NAME_MAXIMUM_LENGTH),
    cpf: text(20),
    /** yyyy-mm-dd. */
    birthDate: text(10),
    sex: text(),
    homeCountry: text(),
    homeState: text(2),
    homeCity: text(),
    email: postSigninLocalBodySchema.shape.email,
    educationLevel: text(),
    race: text(),
    nationality: text(),
    country: text(),
    state: text(2),
    city: text(),
    street: text(200),
    number: text(20),
    complement: text(),
    neighborhood: text(),
    cep: text(9),
    phone: text(30),
    cel: text(30),
    occupationalSituation: text(),
    /** LGPD: the privacy terms must be accepted to register. */
    acceptedPrivacyTerms: z.boolean(),
    /** LGPD: consent to receive the programme's e-mails. */
    receiveEmails: z.boolean(),
  })
  .meta({ id: 'QuizUserRecord' });

export type QuizUserRecordInput = z.input<typeof quizUserRecordSchema>;
export type QuizUserRecordBody = z.infer<typeof quizUserRecordSchema>;
export type QuizUserRecordField = keyof QuizUserRecordBody;

/** The record as stored: CPF and CEP as digits, phones in E.164, the UFs upper-case. */
export type NormalizedQuizUserRecord = Omit<
  QuizUserRecordBody,
  'acceptedPrivacyTerms' | 'phone'
> & {
  cpf: string;
  cep: string;
  cel: string;
  phone: string | null;
};

export type QuizUserRecordProblem = { field: QuizUserRecordField; message: string };

const ADDRESS_FIELDS = ['cep', 'state', 'city', 'street', 'number', 'neighborhood'] as const;

const choiceProblems: readonly [QuizUserRecordField, readonly string[]][] = [
  ['sex', QUIZ_SEX_OPTIONS],
  ['educationLevel', QUIZ_EDUCATION_OPTIONS],
  ['race', QUIZ_RACE_OPTIONS],
  ['nationality', QUIZ_NATIONALITY_OPTIONS],
  ['occupationalSituation', QUIZ_OCCUPATION_OPTIONS],
];

/** The normalised record, or a bad field with its message (the name first, then the CPF…). */
export const parseQuizUserRecord = ({
  record,
  now,
}: {
  record: QuizUserRecordBody;
  now: Date;
}): { record: NormalizedQuizUserRecord } | { problem: QuizUserRecordProblem } => {
  const fail = (field: QuizUserRecordField, message: string) => ({
    problem: { field, message },
  });
  if (record.name === '') return fail('name', NAME_IS_REQUIRED_MESSAGE);
  const cpf = normalizeCpf(record.cpf);
  if (!cpf) return fail('cpf', INVALID_CPF_MESSAGE);
  if (!isValidBirthDate({ birthDate: record.birthDate, now }))
    return fail('birthDate', INVALID_FORM_FIELD_MESSAGE);
  for (const [field, options] of choiceProblems) {
    if (!options.includes(record[field] as string)) return fail(field, INVALID_FORM_FIELD_MESSAGE);
  }
  for (const field of ADDRESS_FIELDS) {
    if (record[field] === '') return fail(field, ADDRESS_IS_REQUIRED_MESSAGE);
  }
  const state = normalizeStateCode(record.state);
  if (!state) return fail('state', INVALID_FORM_FIELD_MESSAGE);
  const homeState = record.homeState === '' ? '' : normalizeStateCode(record.homeState);
  if (homeState === null) return fail('homeState', INVALID_FORM_FIELD_MESSAGE);
  // A CEP no state hands out, or one of another state than the address's, is not this address.
  const cep = normalizeCep(record.cep);
  if (!cep || getStateOfCep(cep) !== state) return fail('cep', INVALID_FORM_FIELD_MESSAGE);
  const cel = normalizePhone(record.cel);
  if (!cel) return fail('cel', INVALID_PHONE_MESSAGE);
  const phone = record.phone === '' ? null : normalizePhone(record.phone);
  if (phone === null && record.phone !== '') return fail('phone', INVALID_PHONE_MESSAGE);
  if (!record.acceptedPrivacyTerms) return fail('acceptedPrivacyTerms', INVALID_FORM_FIELD_MESSAGE);
  const rest: Partial<QuizUserRecordBody> = { ...record };
  delete rest.acceptedPrivacyTerms;
  return {
    record: {
      ...(rest as Omit<QuizUserRecordBody, 'acceptedPrivacyTerms'>),
      cpf,
      cep,
      cel,
      phone,
      state,
      homeState,
      country: record.country === '' ? 'Brasil' : record.country,
    },
  };
};

/** A 400 of the quiz calls: the flash, and the field it is about (the form focuses it). */
export const quizUserFieldErrorSchema = flashSchema
  .extend({ field: z.string().optional() })
  .meta({ id: 'QuizUserFieldError' });
export type QuizUserFieldError = z.infer<typeof quizUserFieldErrorSchema>;

/**
 * What the register, find and update-result calls answer: the record's id and the token that
 * opens it without an account (send it back in the x-quiz-user-token header), and what the result
 * page shows.
 */
export const quizUserAccessSchema = z
  .object({
    id: z.uuid(),
    token: z.string(),
    name: z.string(),
    /** 1 or 2 once the quiz answers are in; null before. */
    registrationQuiz: z.union([z.literal(1), z.literal(2)]).nullable(),
    receiveEmails: z.boolean(),
    /** An account is already linked to this record: sign in instead of creating a password. */
    hasAccount: z.boolean(),
  })
  .meta({ id: 'QuizUserAccess' });
export type QuizUserAccess = z.infer<typeof quizUserAccessSchema>;

export const quizUserIdParamsSchema = z.strictObject({ userId: z.uuid() });
