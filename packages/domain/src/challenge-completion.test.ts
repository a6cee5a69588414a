import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_LIMIT_FLASH_KEYS,
  canSubmitChallenge,
  checkChallengeSave,
  getCompletionEndpoint,
  checkChallengeSubmitSize,
  getCodeSizeInBytes,
  keepsSolution,
  showsProjectPreview,
} from './challenge-completion';
import { CHALLENGE_TYPES, CHALLENGE_TYPE_VALUES } from './challenge-types';

const passing = { pass: true };
const failing = { pass: false };
const passingWithError = { pass: true, err: new Error('quebrou') };

describe('canSubmitChallenge', () => {
  it.each([
    {
      spec: '5 todos os testes passam sem erro',
      type: CHALLENGE_TYPES.js,
      tests: [passing, passing],
      can: true,
    },
    { spec: '5 um teste falha', type: CHALLENGE_TYPES.js, tests: [passing, failing], can: false },
    {
      spec: '5 um teste passa com erro',
      type: CHALLENGE_TYPES.modern,
      tests: [passingWithError],
      can: false,
    },
    { spec: '5 desafio sem testes', type: CHALLENGE_TYPES.quiz, tests: [], can: true },
    {
      spec: '5 tipo 11 (video) dispensa os testes',
      type: CHALLENGE_TYPES.video,
      tests: [failing],
      can: true,
    },
    {
      spec: '5 tipo 15 (theOdinProject) dispensa os testes',
      type: CHALLENGE_TYPES.theOdinProject,
      tests: [failing, passingWithError],
      can: true,
    },
    {
      spec: '5 tipo 17 (videoOnly) não dispensa os testes',
      type: CHALLENGE_TYPES.videoOnly,
      tests: [failing],
      can: false,
    },
  ])('$spec', ({ type, tests, can }) => {
    expect(canSubmitChallenge({ challengeType: type, tests })).toBe(can);
  });

  it('5 fora dos tipos 11 e 15, envia se e somente se todos passam sem erro', () => {
    const otherTypes = CHALLENGE_TYPE_VALUES.filter((type) => type !== 11 && type !== 15);
    const test = fc.record({ pass: fc.boolean(), err: fc.option(fc.string({ minLength: 1 })) });
    fc.assert(
      fc.property(fc.constantFrom(...otherTypes), fc.array(test), (challengeType, tests) => {
        const allGood = tests.every((result) => result.pass && result.err === null);
        expect(canSubmitChallenge({ challengeType, tests })).toBe(allGood);
      }),
    );
  });
});

describe('keepsSolution', () => {
  it.each([
    {
      spec: '5 projeto front-end com solução',
      type: 3,
      solution: 'https://exemplo.dev/app',
      keeps: true,
    },
    {
      spec: '5 projeto back-end com solução',
      type: 4,
      solution: 'https://exemplo.dev/api',
      keeps: true,
    },
    {
      spec: '5 projeto python com solução',
      type: 10,
      solution: 'https://exemplo.dev/py',
      keeps: true,
    },
    {
      spec: '5 codeAllyCert com solução',
      type: 13,
      solution: 'https://exemplo.dev/c',
      keeps: true,
    },
    { spec: '5 colab com solução', type: 16, solution: 'https://exemplo.dev/colab', keeps: true },
    { spec: '5 projeto sem solução (vazia)', type: 3, solution: '', keeps: false },
    { spec: '5 projeto sem solução (só espaços)', type: 4, solution: '   ', keeps: false },
    { spec: '5 projeto sem solução (null)', type: 10, solution: null, keeps: false },
    { spec: '5 projeto sem solução (ausente)', type: 13, solution: undefined, keeps: false },
    { spec: '5 tipo que não é projeto', type: 1, solution: 'https://exemplo.dev', keeps: false },
    {
      spec: '5 multifileCertProject envia arquivos, não solução',
      type: 14,
      solution: 'x',
      keeps: false,
    },
  ])('$spec', ({ type, solution, keeps }) => {
    expect(keepsSolution({ challengeType: type, solution })).toBe(keeps);
  });
});

describe('showsProjectPreview', () => {
  it.each(
    CHALLENGE_TYPE_VALUES.map((type) => ({
      spec: `5 tipo ${type} ${type === 0 || type === 14 ? 'mostra' : 'não mostra'} a prévia`,
      type,
      shows: type === 0 || type === 14,
    })),
  )('$spec', ({ type, shows }) => {
    expect(showsProjectPreview({ challengeType: type })).toBe(shows);
  });
});

describe('getCodeSizeInBytes', () => {
  it.each([
    { spec: '9 nenhum arquivo', files: [], size: 0 },
    { spec: '9 texto ASCII: um byte por caractere', files: [{ contents: 'abc' }], size: 3 },
    { spec: '9 acentos contam em UTF-8', files: [{ contents: 'ção' }], size: 5 },
    {
      spec: '9 tamanho somado dos arquivos',
      files: [{ contents: 'ab' }, { contents: 'é' }],
      size: 4,
    },
  ])('$spec', ({ files, size }) => {
    expect(getCodeSizeInBytes({ files })).toBe(size);
  });

  it('9 o tamanho combinado é a soma dos tamanhos', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' })), (contents) => {
        const files = contents.map((text) => ({ contents: text }));
        const sum = files.reduce((total, file) => total + getCodeSizeInBytes({ files: [file] }), 0);
        expect(getCodeSizeInBytes({ files })).toBe(sum);
      }),
    );
  });
});

const ofSize = (bytes: number) => [{ contents: 'a'.repeat(bytes) }];

describe('checkChallengeSubmitSize', () => {
  it.each([
    { spec: '5 multifile no limite (102400 bytes)', type: 14, bytes: 102_400, error: null },
    {
      spec: '5 multifile acima do limite: ChallengeSubmitTooBig',
      type: 14,
      bytes: 102_401,
      error: { code: 'ChallengeSubmitTooBig', maxSize: 102_400, userSize: 102_401 },
    },
    { spec: '5 outros tipos não têm limite de envio', type: 6, bytes: 200_000, error: null },
  ])('$spec', ({ type, bytes, error }) => {
    expect(checkChallengeSubmitSize({ challengeType: type, files: ofSize(bytes) })).toEqual(error);
  });
});

describe('checkChallengeSave', () => {
  const now = new Date('2026-03-10T12:00:10.000Z');
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    { spec: '5 primeiro salvamento', bytes: 10, lastSavedAt: null, error: null },
    { spec: '9 código de 102400 bytes cabe', bytes: 102_400, lastSavedAt: null, error: null },
    {
      spec: '9 código acima de 102400 bytes: ChallengeSaveTooBig',
      bytes: 102_401,
      lastSavedAt: null,
      error: { code: 'ChallengeSaveTooBig', maxSize: 102_400, userSize: 102_401 },
    },
    { spec: '9 salvamentos 5000 ms depois', bytes: 10, lastSavedAt: secondsAgo(5), error: null },
    { spec: '9 salvamentos bem depois', bytes: 10, lastSavedAt: secondsAgo(3600), error: null },
    {
      spec: '5 salvamento 4999 ms depois: CodeSaveLess',
      bytes: 10,
      lastSavedAt: secondsAgo(4.999),
      error: { code: 'CodeSaveLess', minimumIntervalMs: 5000, elapsedMs: 4999 },
    },
    {
      spec: '5 salvamento no mesmo instante: CodeSaveLess',
      bytes: 10,
      lastSavedAt: now,
      error: { code: 'CodeSaveLess', minimumIntervalMs: 5000, elapsedMs: 0 },
    },
    {
      spec: '5 grande demais e cedo demais: o tamanho vem primeiro',
      bytes: 102_401,
      lastSavedAt: secondsAgo(1),
      error: { code: 'ChallengeSaveTooBig', maxSize: 102_400, userSize: 102_401 },
    },
  ])('$spec', ({ bytes, lastSavedAt, error }) => {
    expect(checkChallengeSave({ files: ofSize(bytes), lastSavedAt, now })).toEqual(error);
  });

  it('8 cada erro tem sua chave de mensagem', () => {
    expect(CHALLENGE_LIMIT_FLASH_KEYS).toEqual({
      ChallengeSubmitTooBig: 'challenge-submit-too-big',
      ChallengeSaveTooBig: 'challenge-save-too-big',
      CodeSaveLess: 'code-save-less',
    });
  });
});

describe('getCompletionEndpoint', () => {
  it('sends projects to /project-completed, type 2 to the back-end route, the rest to modern', () => {
    expect(getCompletionEndpoint({ challengeType: 3 })).toBe('/project-completed');
    expect(getCompletionEndpoint({ challengeType: 4 })).toBe('/project-completed');
    expect(getCompletionEndpoint({ challengeType: 10 })).toBe('/project-completed');
    expect(getCompletionEndpoint({ challengeType: 13 })).toBe('/project-completed');
    expect(getCompletionEndpoint({ challengeType: 16 })).toBe('/project-completed');
    expect(getCompletionEndpoint({ challengeType: 2 })).toBe('/backend-challenge-completed');
    for (const challengeType of [0, 1, 5, 6, 7, 8, 11, 14, 15, 17, 18]) {
      expect(getCompletionEndpoint({ challengeType })).toBe('/modern-challenge-completed');
    }
  });
});
