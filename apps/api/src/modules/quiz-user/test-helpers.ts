// Test helpers of the quiz user calls: valid CPFs, a valid record, and calls as a visitor.
import type { FastifyInstance } from 'fastify';
import {
  QUIZ_USER_TOKEN_HEADER,
  type QuizUserRecordInput,
} from '@escola/contracts/quiz-user-record';
import { NATIONAL_QUIZ_QUESTIONS } from '@escola/domain/national-quiz';
import { visitorOf, type Caller } from '../../testing/request-as';

const checkDigit = (digits: number[]): number => {
  const sum = digits.reduce(
    (total, digit, index) => total + digit * (digits.length + 1 - index),
    0,
  );
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A valid CPF (11 digits) made from a 9-digit base. */
export const cpfFrom = (base: number): string => {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  const first = checkDigit(digits);
  const second = checkDigit([...digits, first]);
  return [...digits, first, second].join('');
};

let counter = 0;
/** A fresh valid CPF per call. */
export const newCpf = (): string => {
  counter += 1;
  return cpfFrom(100_000_000 + Math.floor(Math.random() * 800_000_000) + counter);
};

export const newEmail = (): string => {
  counter += 1;
  return `quiz-${counter}-${Date.now()}@teste.escola.dev`;
};

export const validRecord = (overrides: Partial<QuizUserRecordInput> = {}): QuizUserRecordInput => ({
  name: 'Maria da Silva',
  cpf: newCpf(),
  birthDate: '2000-05-17',
  sex: 'feminino',
  homeCountry: 'Brasil',
  homeState: 'CE',
  homeCity: 'Sobral',
  email: newEmail(),
  educationLevel: 'medio-completo',
  race: 'parda',
  nationality: 'brasileira',
  country: 'Brasil',
  state: 'CE',
  city: 'Fortaleza',
  street: 'Rua das Flores',
  number: '100',
  complement: 'Apto 2',
  neighborhood: 'Centro',
  cep: '60010-000',
  phone: '',
  cel: '(85) 98765-4321',
  occupationalSituation: 'estudante',
  acceptedPrivacyTerms: true,
  receiveEmails: true,
  ...overrides,
});

/** Every question answered with its option at `index` (0: beginner → variant 1; 2 → variant 2). */
export const answersAt = (index: number): Record<string, string> =>
  Object.fromEntries(
    NATIONAL_QUIZ_QUESTIONS.map((question) => [question.id, question.options[index]?.id ?? '']),
  );

/** Calls the app as an anonymous visitor (cookies + CSRF), with the record's token when given. */
export const visitorCaller = async (app: FastifyInstance) => {
  const visitor = (await visitorOf(app)) as Extract<Caller, { cookie: string }>;
  return ({
    method,
    url,
    payload,
    token,
  }: {
    method: 'POST' | 'PUT';
    url: string;
    payload: unknown;
    token?: string;
  }) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: visitor.cookie,
        'csrf-token': visitor.csrfToken,
        ...(token === undefined ? {} : { [QUIZ_USER_TOKEN_HEADER]: token }),
      },
      payload: payload as object,
    });
};
