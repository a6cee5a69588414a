import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import {
  getPageDataCacheControl,
  PAGE_DATA_IMMUTABLE_CACHE_CONTROL,
  PAGE_DATA_REVALIDATE_CACHE_CONTROL,
  readPageDataBuildId,
} from './page-data-cache-control';

const BUILD_ID = '0123456789abcdef';
const CHALLENGE = '/page-data/learn/react/props/passe-dados-com-props/page-data.json';

describe('getPageDataCacheControl', () => {
  it('revalidates the index, even with the build id', () => {
    for (const url of ['/page-data/curriculum.json', `/page-data/curriculum.json?v=${BUILD_ID}`]) {
      expect(getPageDataCacheControl({ url, buildId: BUILD_ID })).toBe(
        PAGE_DATA_REVALIDATE_CACHE_CONTROL,
      );
    }
  });

  it('keeps page data asked for with the current build id for a year', () => {
    expect(getPageDataCacheControl({ url: `${CHALLENGE}?v=${BUILD_ID}`, buildId: BUILD_ID })).toBe(
      PAGE_DATA_IMMUTABLE_CACHE_CONTROL,
    );
  });

  it('revalidates page data without the id, with another build id, or with no build known', () => {
    expect(getPageDataCacheControl({ url: CHALLENGE, buildId: BUILD_ID })).toBe('no-cache');
    expect(getPageDataCacheControl({ url: `${CHALLENGE}?v=antigo`, buildId: BUILD_ID })).toBe(
      'no-cache',
    );
    expect(getPageDataCacheControl({ url: `${CHALLENGE}?v=${BUILD_ID}`, buildId: null })).toBe(
      'no-cache',
    );
  });
});

describe('serving built page data', () => {
  let directory: string;
  let testApp: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-page-data-'));
    const challengeFolder = path.join(
      directory,
      path.dirname(CHALLENGE.replace('/page-data/', '')),
    );
    await mkdir(challengeFolder, { recursive: true });
    await writeFile(path.join(directory, 'curriculum.json'), JSON.stringify({ buildId: BUILD_ID }));
    await writeFile(path.join(challengeFolder, 'page-data.json'), '{"challenge":{}}');
    testApp = await buildTestApp({ environment: { PAGE_DATA_DIR: directory } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('reads the build id of the index at start', () => {
    expect(readPageDataBuildId(directory)).toBe(BUILD_ID);
    expect(readPageDataBuildId(path.join(directory, 'nao-existe'))).toBeNull();
  });

  it('answers the index revalidated, and 304 when it did not change', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/page-data/curriculum.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const second = await testApp.app.inject({
      method: 'GET',
      url: '/page-data/curriculum.json',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it('answers a versioned challenge page data as immutable', async () => {
    const versioned = await testApp.app.inject({
      method: 'GET',
      url: `${CHALLENGE}?v=${BUILD_ID}`,
    });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.json()).toEqual({ challenge: {} });
    expect(versioned.headers['cache-control']).toBe(PAGE_DATA_IMMUTABLE_CACHE_CONTROL);
    const plain = await testApp.app.inject({ method: 'GET', url: CHALLENGE });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});
