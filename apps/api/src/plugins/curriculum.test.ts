import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp } from '../testing/build-test-app';
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '../testing/curriculum-fixture';
import { createCurriculum, loadCurriculumIndex } from './curriculum';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'escola-curriculum-plugin-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('createCurriculum', () => {
  const curriculum = createCurriculum(CURRICULUM_FIXTURE);

  it('finds a challenge by id', () => {
    expect(curriculum.findById('video-sobre-variaveis')).toMatchObject({
      challengeType: 11,
      questions: [{ correctAnswerIndex: 1 }],
    });
    expect(curriculum.findById('nao-existe')).toBeNull();
  });

  it('finds a challenge by path, with or without the trailing slash', () => {
    const path = '/learn/logica-de-programacao/primeiros-algoritmos/declare-uma-variavel';
    expect(curriculum.findByPath(path)?.id).toBe('declare-uma-variavel');
    expect(curriculum.findByPath(`${path}/`)?.id).toBe('declare-uma-variavel');
    expect(curriculum.findByPath('/learn/logica-de-programacao/outro')).toBeNull();
  });

  it('without a build, is unavailable and finds nothing', () => {
    const absent = createCurriculum(null);
    expect(absent).toMatchObject({ isAvailable: false, buildId: null, challenges: [] });
    expect(absent.findById('declare-uma-variavel')).toBeNull();
  });
});

describe('loadCurriculumIndex', () => {
  it('reads a valid server index', async () => {
    const file = await writeCurriculumFixture({ directory });
    expect(await loadCurriculumIndex(file)).toEqual({ ok: true, index: CURRICULUM_FIXTURE });
  });

  it('reports a missing file', async () => {
    const load = await loadCurriculumIndex(path.join(directory, 'nao-existe.json'));
    expect(load).toMatchObject({ ok: false, reason: 'missing', detail: 'ENOENT' });
  });

  it('reports a file that is not JSON or not the contract', async () => {
    const notJson = path.join(directory, 'quebrado.json');
    await writeFile(notJson, '{ "buildId": ');
    expect(await loadCurriculumIndex(notJson)).toMatchObject({ ok: false, reason: 'invalid' });
    const wrongShape = path.join(directory, 'errado.json');
    await writeFile(wrongShape, JSON.stringify({ buildId: 'x', challenges: [{ id: 1 }] }));
    expect(await loadCurriculumIndex(wrongShape)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('where the API looks for the index', () => {
  it('defaults to server/curriculum.json beside the page data, or CURRICULUM_SERVER_FILE', () => {
    const defaults = loadConfig({ PAGE_DATA_DIR: '/srv/curriculo/page-data' });
    expect(defaults.curriculumServerFile).toBe('/srv/curriculo/server/curriculum.json');
    expect(loadConfig({}).curriculumServerFile).toMatch(
      /curriculum\/dist\/server\/curriculum\.json$/,
    );
    const chosen = loadConfig({ CURRICULUM_SERVER_FILE: '/tmp/indice.json' });
    expect(chosen.curriculumServerFile).toBe('/tmp/indice.json');
  });
});

describe('the API at start', () => {
  it('loads the index into app.curriculum', async () => {
    const file = await writeCurriculumFixture({ directory });
    const testApp = await buildTestApp({ environment: { CURRICULUM_SERVER_FILE: file } });
    try {
      expect(testApp.app.curriculum.isAvailable).toBe(true);
      expect(testApp.app.curriculum.buildId).toBe(CURRICULUM_FIXTURE.buildId);
      expect(testApp.app.curriculum.findById('leitura-sobre-variaveis')?.challengeType).toBe(18);
    } finally {
      await testApp.close();
    }
  });

  it('still starts without a curriculum build', async () => {
    const testApp = await buildTestApp();
    try {
      expect(testApp.app.curriculum.isAvailable).toBe(false);
      const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
      expect(response.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
