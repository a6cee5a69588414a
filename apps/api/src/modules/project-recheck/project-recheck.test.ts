// The re-check through the real completion route (POST /modern-challenge-completed, where the web
// sends JavaScript projects: domain getCompletionEndpoint) with the two real Lógica de
// Programação projects: their tests as the curriculum build emits them, their reference solutions.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChallengeFile } from '@escola/curriculum/parse-challenge-file';
import { toServerTests } from '@escola/curriculum/server-tests';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '../../testing/curriculum-fixture';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

const PROJECTS_FOLDER = fileURLToPath(
  new URL(
    '../../../../../curriculum/content/1-logica-de-programacao/08-projetos-de-certificacao/019-projetos-de-certificacao/',
    import.meta.url,
  ),
);
const PONTUACAO = 'projeto-pontuacao-de-atletas';
const DADOS = 'projeto-dados-de-atletas';

/** A real project file as the build reads it: its server tests and its reference solution. */
const readProject = async (fileName: string) => {
  const file = path.join(PROJECTS_FOLDER, fileName);
  const parsed = parseChallengeFile({ file: fileName, source: await readFile(file, 'utf8') });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const serverTests = toServerTests(parsed.value);
  if (!serverTests) throw new Error(`${fileName} has no server tests`);
  const solution = parsed.value.solutions[0]?.[0]?.contents ?? '';
  return { id: parsed.value.id, serverTests, solution };
};

const script = (contents: string) => ({
  key: 'scriptjs',
  ext: 'js',
  name: 'script',
  contents,
  history: ['script.js'],
});

describe('POST /modern-challenge-completed of a JavaScript project: the server re-check', () => {
  let directory: string;
  let testApp: TestApp;
  const solutions = new Map<string, string>();
  const firstTestText = new Map<string, string>();

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-recheck-'));
    const projects = await Promise.all(
      ['00-pontuacao-de-atletas.md', '01-dados-de-atletas.md'].map(readProject),
    );
    const base = CURRICULUM_FIXTURE.challenges[0]!;
    const challenges = projects.map(({ id, serverTests, solution }, index) => {
      solutions.set(id, solution);
      firstTestText.set(id, serverTests.tests[0]!.text);
      return {
        ...base,
        id,
        challengeType: 5,
        challengeOrder: 10 + index,
        path: `/learn/logica-de-programacao/projetos-de-certificacao/${id}`,
        prevChallengeId: null,
        nextChallengeId: null,
        serverTests,
      };
    });
    const index = {
      ...CURRICULUM_FIXTURE,
      challenges: [...CURRICULUM_FIXTURE.challenges, ...challenges],
    };
    const curriculumFile = await writeCurriculumFixture({ directory, index });
    testApp = await buildTestApp({ environment: { CURRICULUM_SERVER_FILE: curriculumFile } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const learner = async () => {
    const created = await createTestUser({
      db: testApp.db,
      overrides: { source: 'turma-2026', access: 'complete' },
    });
    const caller = await signIn({ app: testApp.app, ...created });
    return { user: created.user, caller };
  };
  const submit = (caller: Caller, id: string, code: string | null) =>
    requestAs({
      app: testApp.app,
      caller,
      method: 'POST',
      url: '/modern-challenge-completed',
      payload: { id, challengeType: 5, ...(code === null ? {} : { files: [script(code)] }) },
    });
  const completionsOf = (userId: string) =>
    testApp.db.select().from(completedChallenges).where(eq(completedChallenges.userId, userId));

  /** Submits code that must be refused: 400 with this message, nothing recorded. */
  const expectRefused = async (id: string, code: string | null, message: string | RegExp) => {
    const { user, caller } = await learner();
    const response = await submit(caller, id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'danger',
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    expect(await completionsOf(user.id)).toEqual([]);
  };

  it('records each project when its reference solution passes the tests again', async () => {
    const { user, caller } = await learner();
    for (const id of [PONTUACAO, DADOS]) {
      const response = await submit(caller, id, solutions.get(id)!);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ alreadyCompleted: false });
    }
    const recorded = await completionsOf(user.id);
    expect(recorded.map((row) => row.challengeId).sort()).toEqual([DADOS, PONTUACAO]);
    expect(recorded.find((row) => row.challengeId === PONTUACAO)?.files).toEqual([
      expect.objectContaining({ contents: solutions.get(PONTUACAO) }),
    ]);
  });

  it('refuses a forged completion whose code does not pass, naming the first failing test', async () => {
    const message =
      'O servidor conferiu o seu projeto e este teste não passou: “calcularPontuacao([9.5, 8.0, 9.0, 8.5, 10]) deve devolver 9: sem o 10 e o 8.0, a média de 9,5, 9,0 e 8,5 é 9”. Rode os testes no editor, corrija o código e envie de novo.';
    expect(firstTestText.get(PONTUACAO)).toBe(
      'calcularPontuacao([9.5, 8.0, 9.0, 8.5, 10]) deve devolver 9: sem o 10 e o 8.0, a média de 9,5, 9,0 e 8,5 é 9.',
    );
    await expectRefused(PONTUACAO, 'function calcularPontuacao() { return 0; }', message);
    await expectRefused(PONTUACAO, '', message);
    await expectRefused(PONTUACAO, null, message);
    // Right up to the last test: the first failing one is named.
    const withoutPodium = solutions.get(PONTUACAO)!.replace(/function obterPodio[\s\S]*$/, '');
    await expectRefused(
      PONTUACAO,
      `${withoutPodium}\nfunction obterPodio() { return []; }`,
      /este teste não passou: “obterPodio deve devolver os nomes das três primeiras colocadas, em ordem”/,
    );
  });

  it('refuses code that would pass by replacing assert', async () => {
    const cheat = `var assert = { strictEqual() {}, deepStrictEqual() {} };
function filtrarPorModalidade() {} function calcularMediaDeIdade() {} function contarMedalhas() {}
function agruparPorModalidade() {} function formatarFicha() {}`;
    await expectRefused(DADOS, cheat, /este teste não passou: “filtrarPorModalidade deve devolver/);
  });

  it('refuses code that does not parse or stops with an error', async () => {
    const broken = `${solutions.get(DADOS)}\n\nfunction (`;
    await expectRefused(
      DADOS,
      broken,
      `O servidor conferiu o seu projeto e não conseguiu ler o código: há um erro de sintaxe na linha ${broken.split('\n').length}. Corrija-o no editor e envie de novo.`,
    );
    await expectRefused(
      DADOS,
      `require('node:fs');\n${solutions.get(DADOS)}`,
      'O servidor conferiu o seu projeto e o código parou com um erro (ReferenceError) na linha 1 antes dos testes. Corrija-o no editor e envie de novo.',
    );
    await expectRefused(
      DADOS,
      `globalThis.fetch('http://127.0.0.1/');\n${solutions.get(DADOS)}`,
      /o código parou com um erro \(TypeError\) na linha 1/,
    );
  });

  it('gives the code no Node API, network or timers: a solution that looks for them still passes', async () => {
    const { user, caller } = await learner();
    const probe = `const hostAccess = [typeof require, typeof process, typeof fetch,
  typeof globalThis.fetch, typeof setTimeout, typeof XMLHttpRequest, typeof WebAssembly];
if (hostAccess.some((type) => type !== 'undefined')) throw new Error('host reachable');\n`;
    const response = await submit(caller, DADOS, probe + solutions.get(DADOS));
    expect(response.statusCode).toBe(200);
    expect(await completionsOf(user.id)).toHaveLength(1);
  });

  it('refuses an endless loop at the deadline, and the API answers others meanwhile', async () => {
    const { user, caller } = await learner();
    const order: string[] = [];
    const looping = submit(caller, PONTUACAO, 'while (true) {}').then((response) => {
      order.push('loop');
      return response;
    });
    const ping = await requestAs({ app: testApp.app, caller, method: 'GET', url: '/status/ping' });
    order.push('ping');
    expect(ping.statusCode).toBe(200);
    const response = await looping;
    expect(order).toEqual(['ping', 'loop']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'danger',
      message:
        'O servidor conferiu o seu projeto e os testes não terminaram em 2 segundos: verifique se algum laço nunca termina e envie de novo.',
    });
    expect(await completionsOf(user.id)).toEqual([]);
  });

  it('refuses code that fills the memory', async () => {
    await expectRefused(
      PONTUACAO,
      'const dados = []; while (true) dados.push(new Array(1e6).fill(dados.length));',
      'O servidor conferiu o seu projeto e o código usou memória demais (mais de 64 MB): verifique se algum laço cria dados sem parar e envie de novo.',
    );
    // Sparse arrays take little memory in QuickJS: this one ends at the deadline.
    await expectRefused(
      PONTUACAO,
      'let a = []; while (true) a.push(new Array(1e6));',
      /usou memória demais|não terminaram em 2 segundos/,
    );
  });

  it('runs one re-check per learner at a time', async () => {
    const { user, caller } = await learner();
    // Both loop: whichever is checked first holds the learner's turn until its deadline.
    const answers = await Promise.all([
      submit(caller, PONTUACAO, 'while (true) {}'),
      submit(caller, PONTUACAO, 'for (;;) {}'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([400, 429]);
    const waiting = answers.find((answer) => answer.statusCode === 429);
    expect(waiting?.json()).toEqual({
      type: 'warning',
      message:
        'O servidor ainda está conferindo o projeto que você enviou. Espere a resposta antes de enviar de novo.',
    });
    expect(await completionsOf(user.id)).toEqual([]);
  });
});
