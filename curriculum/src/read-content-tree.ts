// Walks content/ (superblock → phase → block → challenge folders, curriculum/README.md "Layout")
// and reads every file. Names must be `<number>-<slug>`; the numbers are checked against the
// front matter later. Paths in errors are relative to the curriculum folder (`content/…`).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compareText } from './compare-text';
import type { CurriculumError } from './curriculum-error';
import { runWithConcurrency } from './run-with-concurrency';

export const SUPER_BLOCK_FILE = '_trilha.md';
export const PHASE_FILE = '_fase.md';
export const BLOCK_FILE = '_bloco.md';

const FOLDER_NAME = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const CHALLENGE_FILE_NAME = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const READ_CONCURRENCY = 64;

/** A file read from the tree: its display path and text. */
export type ContentFile = { file: string; source: string };

/** A numbered folder or file: `057-lacos-for` → prefix 57, name "lacos-for". */
export type Named = { file: string; prefix: number; name: string };

export type ChallengeEntry = Named & { content: ContentFile };
export type BlockEntry = Named & { meta: ContentFile | null; challenges: ChallengeEntry[] };
export type PhaseEntry = Named & { meta: ContentFile | null; blocks: BlockEntry[] };
export type SuperBlockEntry = Named & { meta: ContentFile | null; phases: PhaseEntry[] };

type Listing = { folders: Named[]; files: Named[]; meta: string | null };

export const readContentTree = async ({
  contentDirectory,
}: {
  contentDirectory: string;
}): Promise<{ superBlocks: SuperBlockEntry[]; errors: CurriculumError[] }> => {
  const root = path.dirname(contentDirectory);
  const display = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/');
  const errors: CurriculumError[] = [];
  const toRead: string[] = [];

  const list = async (directory: string, metaName: string | null): Promise<Listing> => {
    const entries = await readdir(directory, { withFileTypes: true });
    const listing: Listing = { folders: [], files: [], meta: null };
    for (const entry of entries.sort((left, right) => compareText(left.name, right.name))) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(directory, entry.name);
      if (entry.isFile() && entry.name === metaName) {
        listing.meta = absolute;
        toRead.push(absolute);
        continue;
      }
      const pattern = entry.isDirectory() ? FOLDER_NAME : CHALLENGE_FILE_NAME;
      const match = pattern.exec(entry.name);
      const allowed = entry.isDirectory() ? metaName !== BLOCK_FILE : metaName === BLOCK_FILE;
      if (!match || !allowed) {
        const expected = [
          metaName,
          metaName === BLOCK_FILE ? '<challengeOrder>-<slug>.md' : '<número>-<slug>/',
        ].filter(Boolean);
        errors.push({
          file: display(absolute),
          line: 1,
          message: `nome fora do padrão: esperado ${expected.join(' ou ')}`,
        });
        continue;
      }
      const named = { file: display(absolute), prefix: Number(match[1]), name: match[2] ?? '' };
      (entry.isDirectory() ? listing.folders : listing.files).push(named);
      if (entry.isFile()) toRead.push(absolute);
    }
    if (metaName && !listing.meta) {
      errors.push({
        file: display(path.join(directory, metaName)),
        line: 1,
        message: 'arquivo obrigatório ausente',
      });
    }
    return listing;
  };

  const absoluteOf = (named: Named) => path.join(root, named.file);
  const superListing = await list(contentDirectory, null);
  const tree = await Promise.all(
    superListing.folders.map(async (superBlock) => {
      const listing = await list(absoluteOf(superBlock), SUPER_BLOCK_FILE);
      const phases = await Promise.all(
        listing.folders.map(async (phase) => {
          const phaseListing = await list(absoluteOf(phase), PHASE_FILE);
          const blocks = await Promise.all(
            phaseListing.folders.map(async (block) => ({
              block,
              listing: await list(absoluteOf(block), BLOCK_FILE),
            })),
          );
          return { phase, listing: phaseListing, blocks };
        }),
      );
      return { superBlock, listing, phases };
    }),
  );

  const sources = new Map<string, string>();
  await runWithConcurrency({
    items: toRead,
    limit: READ_CONCURRENCY,
    task: async (absolute) => sources.set(absolute, await readFile(absolute, 'utf8')),
  });
  const contentOf = (absolute: string | null): ContentFile | null =>
    absolute === null ? null : { file: display(absolute), source: sources.get(absolute) ?? '' };

  const superBlocks = tree.map(({ superBlock, listing, phases }) => ({
    ...superBlock,
    meta: contentOf(listing.meta),
    phases: phases.map(({ phase, listing: phaseListing, blocks }) => ({
      ...phase,
      meta: contentOf(phaseListing.meta),
      blocks: blocks.map(({ block, listing: blockListing }) => ({
        ...block,
        meta: contentOf(blockListing.meta),
        challenges: blockListing.files.map((challenge) => ({
          ...challenge,
          content: contentOf(absoluteOf(challenge)) as ContentFile,
        })),
      })),
    })),
  }));
  return { superBlocks, errors };
};
