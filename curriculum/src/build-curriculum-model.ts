// Parses every file of the tree into the curriculum model (superblocks → phases → blocks →
// challenges, each sorted by its front matter ordering value) and checks that the numbered names
// agree with the front matter. Every error of every file is collected.
import type { z } from 'zod';
import { getSuperOrder, type SuperBlock } from '@escola/domain/super-blocks';
import type { CurriculumError } from './curriculum-error';
import {
  blockFrontMatterSchema,
  parseFrontMatterData,
  phaseFrontMatterSchema,
  superBlockFrontMatterSchema,
} from './front-matter-schemas';
import { parseChallengeFile, type ParsedChallenge } from './parse-challenge-file';
import { parseFrontMatter } from './parse-front-matter';
import type { ContentFile, Named, SuperBlockEntry } from './read-content-tree';
import { renderMarkdown } from './render-markdown';

type Located = { file: string; lineOf: (key: string) => number };
export type ModelBlock = Located & {
  block: string;
  title: string;
  order: number;
  /** Sanitised HTML; '' when the block has no introduction page. */
  introduction: string;
  challenges: ParsedChallenge[];
  /** False when a challenge file of the block failed to parse (its numbering is then unknown). */
  complete: boolean;
};
export type ModelPhase = Located & {
  phase: string;
  title: string;
  phaseOrder: number;
  blocks: ModelBlock[];
};
export type ModelSuperBlock = Located & {
  superBlock: SuperBlock;
  title: string;
  superOrder: number;
  introduction: string;
  phases: ModelPhase[];
};

const parseMetaFile = <Schema extends z.ZodType>({
  content,
  schema,
  errors,
}: {
  content: ContentFile | null;
  schema: Schema;
  errors: CurriculumError[];
}): (Located & { data: z.infer<Schema>; body: string; bodyLine: number }) | null => {
  if (!content) return null;
  const { file } = content;
  const parsed = parseFrontMatter({ file, source: content.source });
  if (!parsed.ok) {
    errors.push(...parsed.errors);
    return null;
  }
  const { frontMatter } = parsed;
  const data = parseFrontMatterData({ schema, frontMatter, file });
  if (!data.ok) {
    errors.push(...data.errors);
    return null;
  }
  const firstText = frontMatter.bodyLines.findIndex((line) => line.trim() !== '');
  return {
    file,
    lineOf: frontMatter.lineOf,
    data: data.data,
    body: frontMatter.bodyLines.join('\n'),
    bodyLine: frontMatter.bodyStartLine + Math.max(firstText, 0),
  };
};

/** The folder or file name must repeat the front matter: `<value>-<slug>`. */
const checkName = ({
  entry,
  meta,
  prefix,
  name,
  errors,
}: {
  entry: Named;
  meta: Located;
  /** `label`: how the message names the value when it is not the key's own (superOrder). */
  prefix: { key: string; value: number; label?: string };
  name: { key: string; value: string };
  errors: CurriculumError[];
}) => {
  if (entry.prefix !== prefix.value) {
    errors.push({
      file: meta.file,
      line: meta.lineOf(prefix.key),
      message: `o nome ${entry.file.split('/').at(-1)} começa com ${entry.prefix}, mas ${prefix.label ?? prefix.key} é ${prefix.value}`,
    });
  }
  if (entry.name !== name.value) {
    errors.push({
      file: meta.file,
      line: meta.lineOf(name.key),
      message: `o nome ${entry.file.split('/').at(-1)} deve terminar em "${name.value}" (${name.key})`,
    });
  }
};

const byNumber =
  <Item>(key: (item: Item) => number) =>
  (left: Item, right: Item) =>
    key(left) - key(right);

export const buildCurriculumModel = ({
  superBlocks: entries,
}: {
  superBlocks: readonly SuperBlockEntry[];
}): { superBlocks: ModelSuperBlock[]; errors: CurriculumError[] } => {
  const errors: CurriculumError[] = [];
  const superBlocks: ModelSuperBlock[] = [];
  for (const superBlockEntry of entries) {
    const meta = parseMetaFile({
      content: superBlockEntry.meta,
      schema: superBlockFrontMatterSchema,
      errors,
    });
    const phases: ModelPhase[] = [];
    for (const phaseEntry of superBlockEntry.phases) {
      const phaseMeta = parseMetaFile({
        content: phaseEntry.meta,
        schema: phaseFrontMatterSchema,
        errors,
      });
      if (phaseMeta && phaseMeta.body.trim() !== '') {
        errors.push({
          file: phaseMeta.file,
          line: phaseMeta.bodyLine,
          message: 'o _fase.md só tem front matter: este texto não aparece em lugar nenhum',
        });
      }
      const blocks: ModelBlock[] = [];
      for (const blockEntry of phaseEntry.blocks) {
        const blockMeta = parseMetaFile({
          content: blockEntry.meta,
          schema: blockFrontMatterSchema,
          errors,
        });
        const challenges: ParsedChallenge[] = [];
        let complete = true;
        for (const challengeEntry of blockEntry.challenges) {
          const parsed = parseChallengeFile(challengeEntry.content);
          if (!parsed.ok) {
            errors.push(...parsed.errors);
            complete = false;
            continue;
          }
          const challenge = parsed.value;
          checkName({
            entry: challengeEntry,
            meta: challenge,
            prefix: { key: 'challengeOrder', value: challenge.challengeOrder },
            name: { key: challenge.slugKey, value: challenge.slug },
            errors,
          });
          challenges.push(challenge);
        }
        if (!blockMeta) continue;
        const { block, order, title } = blockMeta.data;
        checkName({
          entry: blockEntry,
          meta: blockMeta,
          prefix: { key: 'order', value: order },
          name: { key: 'block', value: block },
          errors,
        });
        challenges.sort(byNumber((challenge) => challenge.challengeOrder));
        blocks.push({
          file: blockMeta.file,
          lineOf: blockMeta.lineOf,
          block,
          order,
          title,
          introduction: renderMarkdown(blockMeta.body),
          challenges,
          complete,
        });
      }
      if (!phaseMeta) continue;
      const { phase, phaseOrder, title } = phaseMeta.data;
      checkName({
        entry: phaseEntry,
        meta: phaseMeta,
        prefix: { key: 'phaseOrder', value: phaseOrder },
        name: { key: 'phase', value: phase },
        errors,
      });
      blocks.sort(byNumber((block) => block.order));
      phases.push({
        file: phaseMeta.file,
        lineOf: phaseMeta.lineOf,
        phase,
        phaseOrder,
        title,
        blocks,
      });
    }
    if (!meta) continue;
    const { superBlock, title } = meta.data;
    const superOrder = getSuperOrder(superBlock);
    checkName({
      entry: superBlockEntry,
      meta,
      prefix: { key: 'superBlock', value: superOrder, label: `o superOrder de ${superBlock}` },
      name: { key: 'superBlock', value: superBlock },
      errors,
    });
    phases.sort(byNumber((phase) => phase.phaseOrder));
    superBlocks.push({
      file: meta.file,
      lineOf: meta.lineOf,
      superBlock,
      title,
      superOrder,
      introduction: renderMarkdown(meta.body),
      phases,
    });
  }
  superBlocks.sort(byNumber((superBlock) => superBlock.superOrder));
  return { superBlocks, errors };
};
