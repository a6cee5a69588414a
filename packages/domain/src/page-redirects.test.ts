import { describe, expect, it } from 'vitest';
import { MUNDO_TECH_CHALLENGE_ID } from './constants';
import {
  getFirstLoadRedirect,
  getPageRedirect,
  getPrivacyTermsRedirect,
  getSignedInNationalRedirect,
  type RedirectUser,
} from './page-redirects';

const now = new Date('2025-04-10T12:00:00Z');
const notStarted = {
  validityType: 'dateRange' as const,
  validityDateRange: ['2025-05-01', '2025-09-30'] as const,
};
const started = { ...notStarted, validityDateRange: ['2025-03-01', '2025-09-30'] as const };

const nationalUser: RedirectUser = {
  type: 'student',
  group: 'nacional-am',
  source: '',
  access: 'nacional',
  needsPlacementTest: false,
  registrationQuiz: 1,
  isFundamentosDaProgramacaoFrontEndCert: false,
  completedChallengeIds: [],
  attemptedPlacementTestCounter: 0,
  studentGrade: null,
  isBlockedByExpiration: false,
  classGroupInfo: started,
  acceptedPrivacyTerms: true,
};
const termsPending: RedirectUser = {
  ...nationalUser,
  group: 'pagantes',
  acceptedPrivacyTerms: false,
};
const limitedWithSource: Partial<RedirectUser> = {
  source: 'nacional-am-2025-1',
  access: 'limited_nacional',
};

describe('getSignedInNationalRedirect', () => {
  it.each<[string, Partial<RedirectUser>, string, string | null]>([
    ['2 nacional com source e limited_nacional no quiz', limitedWithSource, '/quiz', '/learn'],
    ['2 … no formulário nacional', limitedWithSource, '/register/national-form/', '/learn'],
    ['2 … no resultado do quiz', limitedWithSource, '/quiz/result', '/learn'],
    ['2 … na senha do quiz', limitedWithSource, '/Quiz/Password', '/learn'],
    ['2 … fora do fluxo do quiz fica', limitedWithSource, '/settings', null],
    ['2 sem source fica', { ...limitedWithSource, source: '' }, '/quiz', null],
    ['2 outro acesso fica', { ...limitedWithSource, access: 'complete_nacional' }, '/quiz', null],
    ['2 grupo não nacional fica', { ...limitedWithSource, group: 'pagantes' }, '/quiz', null],
  ])('%s', (_case, user, path, expected) => {
    expect(getSignedInNationalRedirect({ user: { ...nationalUser, ...user }, path })).toBe(
      expected,
    );
  });
});

describe('getFirstLoadRedirect', () => {
  const needsTest = { needsPlacementTest: true };
  it.each<[string, Partial<RedirectUser>, string, string | null]>([
    [
      '2 nacional que precisa do teste vai para /placement-test',
      needsTest,
      '/learn',
      '/placement-test',
    ],
    [
      '2 teste pelo Mundo Tech concluído',
      { completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID] },
      '/settings',
      '/placement-test',
    ],
    ['2 já no teste de nivelamento fica', needsTest, '/placement-test/', null],
    [
      '2 depois de passar no teste segue para a turma',
      {
        completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID],
        studentGrade: 7,
        attemptedPlacementTestCounter: 1,
      },
      '/learn',
      null,
    ],
    [
      '2 reprovado na primeira tentativa volta ao teste',
      {
        completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID],
        studentGrade: 4,
        attemptedPlacementTestCounter: 1,
      },
      '/learn',
      '/placement-test',
    ],
    [
      '2 o teste vem antes da turma',
      { ...needsTest, classGroupInfo: notStarted },
      '/',
      '/placement-test',
    ],
    ['2 turma não iniciada vai para /learn', { classGroupInfo: notStarted }, '/settings', '/learn'],
    [
      '2 turma não iniciada num desafio vai para /learn',
      { classGroupInfo: notStarted },
      '/learn/react/bloco/desafio',
      '/learn',
    ],
    ['2 turma não iniciada já em /learn fica', { classGroupInfo: notStarted }, '/learn/', null],
    ['2 … também com barras repetidas', { classGroupInfo: notStarted }, '/learn//', null],
    ['2 turma iniciada fica', {}, '/settings', null],
    ['2 sem turma fica', { classGroupInfo: null }, '/settings', null],
    ['2 não nacional fica', { group: 'pagantes', ...needsTest }, '/settings', null],
  ])('%s', (_case, user, path, expected) => {
    expect(getFirstLoadRedirect({ user: { ...nationalUser, ...user }, path, now })).toBe(expected);
  });
});

describe('getPrivacyTermsRedirect', () => {
  it.each<[string, boolean, string, string | null]>([
    ['termos pendentes no mapa vão para os termos', false, '/learn', '/email-sign-up'],
    [
      'termos pendentes num desafio vão para os termos',
      false,
      '/Learn/react/hooks/use-state/',
      '/email-sign-up',
    ],
    ['termos pendentes nas configurações ficam', false, '/settings', null],
    ['termos pendentes na própria página dos termos ficam', false, '/email-sign-up', null],
    ['um caminho que só começa com learn fica', false, '/learning-paths', null],
    ['termos aceitos ficam', true, '/learn/react', null],
  ])('%s', (_case, acceptedPrivacyTerms, path, expected) => {
    expect(getPrivacyTermsRedirect({ user: { acceptedPrivacyTerms }, path })).toBe(expected);
  });
});

describe('getPageRedirect', () => {
  it.each<[string, RedirectUser | null, string, boolean, string | null]>([
    ['2 área admin sem sessão vai para /learn', null, '/admin/emails', false, '/learn'],
    ['2 área admin para estudante vai para /learn', nationalUser, '/ADMIN/emails', true, '/learn'],
    [
      '2 área admin para suporte fica',
      { ...nationalUser, type: 'support' },
      '/admin/emails',
      true,
      null,
    ],
    ['2 visitante fora da área admin fica', null, '/quiz', true, null],
    [
      '2 nacional com source no quiz',
      { ...nationalUser, ...limitedWithSource },
      '/quiz',
      false,
      '/learn',
    ],
    [
      '2 primeira carga com turma não iniciada',
      { ...nationalUser, classGroupInfo: notStarted },
      '/settings',
      true,
      '/learn',
    ],
    ['termos pendentes: o mapa espera os termos', termsPending, '/learn', false, '/email-sign-up'],
    [
      'termos pendentes: a prova de nivelamento vem antes, na primeira carga',
      { ...termsPending, group: 'nacional-am', needsPlacementTest: true },
      '/learn',
      true,
      '/placement-test',
    ],
    [
      'termos pendentes: a área admin segue as regras dela',
      termsPending,
      '/admin/emails',
      false,
      '/learn',
    ],
    [
      '2 fora da primeira carga não redireciona',
      { ...nationalUser, classGroupInfo: notStarted },
      '/settings',
      false,
      null,
    ],
  ])('%s', (_case, user, path, isFirstLoad, expected) => {
    expect(getPageRedirect({ user, path, isFirstLoad, now })).toBe(expected);
  });
});
