// The curriculum the API checks submissions against: curriculum/dist/server/curriculum.json
// (CURRICULUM_SERVER_FILE), written by `npm run curriculum:build`, read once at start and
// decorated as `app.curriculum` (lookups by id and by path). Without a build the API still starts:
// it logs a warning and submissions answer 503 (findChallengeForSubmission). A rebuilt curriculum
// is read at the next start.
import { readFile } from 'node:fs/promises';
import fastifyPlugin from 'fastify-plugin';
import { z } from 'zod';
import {
  serverCurriculumIndexSchema,
  type ServerCurriculumChallenge,
  type ServerCurriculumIndex,
} from '@escola/contracts/curriculum-server-index';

export type Curriculum = {
  /** False when no valid build was found at start. */
  isAvailable: boolean;
  /** The build's id (the same as the public index's), or null without a build. */
  buildId: string | null;
  /** Every challenge in reading order. */
  challenges: readonly ServerCurriculumChallenge[];
  findById: (id: string) => ServerCurriculumChallenge | null;
  /** By page path, with or without the trailing slash: /learn/<superBlock>/<block>/<slug>. */
  findByPath: (path: string) => ServerCurriculumChallenge | null;
};

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

export const createCurriculum = (index: ServerCurriculumIndex | null): Curriculum => {
  const challenges = index?.challenges ?? [];
  const byId = new Map(challenges.map((challenge) => [challenge.id, challenge]));
  const byPath = new Map(challenges.map((challenge) => [challenge.path, challenge]));
  return {
    isAvailable: index !== null,
    buildId: index?.buildId ?? null,
    challenges,
    findById: (id) => byId.get(id) ?? null,
    findByPath: (path) => byPath.get(withoutTrailingSlash(path)) ?? null,
  };
};

export type CurriculumLoad =
  | { ok: true; index: ServerCurriculumIndex }
  | { ok: false; reason: 'missing' | 'invalid'; detail: string };

export const loadCurriculumIndex = async (file: string): Promise<CurriculumLoad> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? String(error);
    return { ok: false, reason: 'missing', detail };
  }
  try {
    const parsed = serverCurriculumIndexSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { ok: true, index: parsed.data };
    return { ok: false, reason: 'invalid', detail: z.prettifyError(parsed.error) };
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: String(error) };
  }
};

export const curriculumPlugin = fastifyPlugin<{ serverIndexFile: string }>(
  async (app, { serverIndexFile }) => {
    const load = await loadCurriculumIndex(serverIndexFile);
    if (load.ok) {
      const { buildId, challenges } = load.index;
      app.log.info({ buildId, challenges: challenges.length }, 'currículo carregado');
    } else if (load.reason === 'missing') {
      app.log.warn(
        { file: serverIndexFile },
        'currículo não construído (rode npm run curriculum:build): os envios de desafios responderão 503',
      );
    } else {
      app.log.error(
        { file: serverIndexFile, detail: load.detail },
        'índice do currículo inválido: os envios de desafios responderão 503',
      );
    }
    app.decorate('curriculum', createCurriculum(load.ok ? load.index : null));
  },
  { name: 'curriculum' },
);
