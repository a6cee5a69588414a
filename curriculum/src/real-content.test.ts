// The real curriculum/content builds with every check on (required content included).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKPOINTS } from '@escola/domain/checkpoints';
import { CERTIFICATIONS } from '@escola/domain/certifications';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { buildCurriculum } from './build-curriculum';
import { readBuildOutput } from './testing/read-build-output';

const contentDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'content',
);
let outputRoot: string | undefined;
afterAll(async () => {
  if (outputRoot) await rm(outputRoot, { recursive: true, force: true });
});

describe('curriculum/content', () => {
  it('builds without errors, with the required content in place', async () => {
    outputRoot = await mkdtemp(path.join(tmpdir(), 'escola-real-curriculum-'));
    const outputDirectory = path.join(outputRoot, 'dist');
    await buildCurriculum({ contentDirectory, outputDirectory });
    const { index, server } = await readBuildOutput(outputDirectory);
    expect(index.superBlocks.map((superBlock) => superBlock.superOrder)).toEqual([0, 1, 2, 3]);
    expect(index.challenges[0]?.id).toBe(MUNDO_TECH_CHALLENGE_ID);
    const ids = new Set(index.challenges.map((challenge) => challenge.id));
    for (const checkpoint of CHECKPOINTS) expect(ids).toContain(checkpoint.challengeId);
    const paths = new Set(index.challenges.map((challenge) => challenge.path));
    for (const project of CERTIFICATIONS.flatMap((certification) => certification.projects)) {
      expect(paths).toContain(project.link);
    }
    expect(server.challenges).toHaveLength(index.challenges.length);
    // The server re-check (issue 16): the Lógica de Programação projects, and only JS projects.
    const rechecked = server.challenges.filter((challenge) => challenge.serverTests);
    expect(rechecked.map((challenge) => challenge.id)).toEqual([
      'projeto-pontuacao-de-atletas',
      'projeto-dados-de-atletas',
    ]);
    for (const challenge of rechecked) expect(challenge.challengeType).toBe(5);
  });
});
