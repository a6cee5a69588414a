import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from './users';
import { hasNationalAccess, isNationalGroupUser, isNationalUser } from './national';

describe('isNationalUser', () => {
  it.each([
    ['6 usuário nacional: grupo nacional-pr', 'nacional-pr', true],
    ['6 usuário nacional: nacional- no meio do grupo', 'turma-nacional-ce-2025', true],
    ['6 grupo vazio', '', false],
    ['6 grupo nacional sem hífen', 'nacional', false],
    ['6 outro grupo', 'pagantes', false],
  ])('%s', (_case, group, expected) => {
    expect(isNationalUser({ group })).toBe(expected);
  });
});

describe('isNationalGroupUser', () => {
  it.each([
    ['6 usuário de grupo nacional: sem source e grupo nacional', 'nacional-ba', '', true],
    ['6 com source não é de grupo nacional', 'nacional-ba', 'pagantes', false],
    ['6 sem source e grupo comum', 'outro', '', false],
  ])('%s', (_case, group, source, expected) => {
    expect(isNationalGroupUser({ group, source })).toBe(expected);
  });
});

describe('hasNationalAccess', () => {
  it('6 usuários de acesso nacional: exactly the three national access levels', () => {
    const national = ACCESS_LEVELS.filter((access) => hasNationalAccess({ access }));
    expect(national).toEqual(['limited_nacional', 'complete_nacional', 'nacional']);
  });
});
