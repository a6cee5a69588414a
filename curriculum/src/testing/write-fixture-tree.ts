// Test helper: writes a small content/ tree in a temporary folder from a compact description.
// Challenges default to text-only pages (type 18) with one description paragraph; `source`
// replaces a file's whole text (for malformed files).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSuperOrder, type SuperBlock } from '@escola/domain/super-blocks';

export type FixtureChallenge = {
  id: string;
  slug?: string;
  challengeType?: number;
  /** Defaults to the challenge's index in the block. */
  challengeOrder?: number;
  /** Front matter lines added after the usual ones (`videoId: abc`). */
  frontMatter?: string[];
  /** The body after the front matter; default: a description. */
  body?: string;
  /** The whole file, front matter included. */
  source?: string;
  /** The file name; default `<challengeOrder>-<slug>.md`. */
  fileName?: string;
};
export type FixtureBlock = {
  block: string;
  order: number;
  introduction?: string;
  folderName?: string;
  challenges: FixtureChallenge[];
};
export type FixturePhase = { phase: string; phaseOrder: number; blocks: FixtureBlock[] };
export type FixtureSuperBlock = {
  superBlock: SuperBlock;
  introduction?: string;
  phases: FixturePhase[];
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const challengeSource = (challenge: FixtureChallenge, index: number): string => {
  if (challenge.source !== undefined) return challenge.source;
  const slug = challenge.slug ?? challenge.id;
  const lines = [
    '---',
    `id: ${challenge.id}`,
    `title: Desafio ${challenge.id}`,
    `challengeType: ${challenge.challengeType ?? 18}`,
    `challengeOrder: ${challenge.challengeOrder ?? index}`,
    `slug: ${slug}`,
    ...(challenge.frontMatter ?? []),
    '---',
    '',
  ];
  return `${lines.join('\n')}${challenge.body ?? `# --descricao--\n\nTexto do desafio ${challenge.id}.\n`}`;
};

/** Writes the tree under a new temporary folder; returns it and its content/ folder. */
export const writeFixtureTree = async (
  superBlocks: readonly FixtureSuperBlock[],
): Promise<{ root: string; contentDirectory: string }> => {
  const root = await mkdtemp(path.join(tmpdir(), 'escola-curriculum-fixture-'));
  const contentDirectory = path.join(root, 'content');
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  for (const { superBlock, introduction, phases } of superBlocks) {
    const superFolder = path.join(contentDirectory, `${getSuperOrder(superBlock)}-${superBlock}`);
    await write(
      path.join(superFolder, '_trilha.md'),
      `---\nsuperBlock: ${superBlock}\ntitle: Trilha ${superBlock}\n---\n\n${introduction ?? `Introdução de ${superBlock}.`}\n`,
    );
    for (const { phase, phaseOrder, blocks } of phases) {
      const phaseFolder = path.join(superFolder, `${pad(phaseOrder, 2)}-${phase}`);
      await write(
        path.join(phaseFolder, '_fase.md'),
        `---\nphase: ${phase}\nphaseOrder: ${phaseOrder}\ntitle: Fase ${phase}\n---\n`,
      );
      for (const block of blocks) {
        const blockFolder = path.join(
          phaseFolder,
          block.folderName ?? `${pad(block.order, 3)}-${block.block}`,
        );
        await write(
          path.join(blockFolder, '_bloco.md'),
          `---\nblock: ${block.block}\norder: ${block.order}\ntitle: Bloco ${block.block}\n---\n${block.introduction ? `\n${block.introduction}\n` : ''}`,
        );
        for (const [index, challenge] of block.challenges.entries()) {
          const order = challenge.challengeOrder ?? index;
          const fileName =
            challenge.fileName ?? `${pad(order, 2)}-${challenge.slug ?? challenge.id}.md`;
          await write(path.join(blockFolder, fileName), challengeSource(challenge, index));
        }
      }
    }
  }
  return { root, contentDirectory };
};
