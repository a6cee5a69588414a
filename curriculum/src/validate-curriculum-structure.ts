// Checks across files (curriculum/README.md "Ordering"): phases numbered from 0 within a
// superblock; `order` strictly increasing across the whole curriculum in reading order;
// challengeOrder 0…n−1 without gaps in each block; unique superblocks, phases, blocks, ids and paths.
import type { CurriculumError } from './curriculum-error';
import type { ModelSuperBlock } from './build-curriculum-model';

type Seen = Map<string, { file: string; line: number }>;

const checkUnique = ({
  seen,
  key,
  file,
  line,
  label,
  errors,
}: {
  seen: Seen;
  key: string;
  file: string;
  line: number;
  label: string;
  errors: CurriculumError[];
}) => {
  const first = seen.get(key);
  if (first) {
    errors.push({
      file,
      line,
      message: `${label} repetido (também em ${first.file}:${first.line})`,
    });
    return;
  }
  seen.set(key, { file, line });
};

export const validateCurriculumStructure = ({
  superBlocks,
}: {
  superBlocks: readonly ModelSuperBlock[];
}): CurriculumError[] => {
  const errors: CurriculumError[] = [];
  const superBlockSlugs: Seen = new Map();
  const blockSlugs: Seen = new Map();
  const ids: Seen = new Map();
  let previousBlock: { order: number; file: string } | null = null;

  for (const superBlock of superBlocks) {
    const { file, lineOf } = superBlock;
    checkUnique({
      seen: superBlockSlugs,
      key: superBlock.superBlock,
      file,
      line: lineOf('superBlock'),
      label: `superBlock ${superBlock.superBlock}`,
      errors,
    });
    if (superBlock.phases.length === 0)
      errors.push({ file, line: 1, message: 'a trilha não tem fases' });
    const firstPhase = superBlock.phases[0];
    if (firstPhase && firstPhase.phaseOrder !== 0) {
      errors.push({
        file: firstPhase.file,
        line: firstPhase.lineOf('phaseOrder'),
        message: 'a primeira fase de uma trilha deve ter phaseOrder 0',
      });
    }
    const phaseOrders: Seen = new Map();
    const phaseSlugs: Seen = new Map();
    for (const phase of superBlock.phases) {
      checkUnique({
        seen: phaseOrders,
        key: String(phase.phaseOrder),
        file: phase.file,
        line: phase.lineOf('phaseOrder'),
        label: `phaseOrder ${phase.phaseOrder}`,
        errors,
      });
      checkUnique({
        seen: phaseSlugs,
        key: phase.phase,
        file: phase.file,
        line: phase.lineOf('phase'),
        label: `phase ${phase.phase}`,
        errors,
      });
      if (phase.blocks.length === 0)
        errors.push({ file: phase.file, line: 1, message: 'a fase não tem blocos' });
      for (const block of phase.blocks) {
        const orderLine = block.lineOf('order');
        if (previousBlock && block.order <= previousBlock.order) {
          errors.push({
            file: block.file,
            line: orderLine,
            message: `order ${block.order} deve ser maior que o do bloco anterior na ordem de leitura (${previousBlock.file}: order ${previousBlock.order})`,
          });
        }
        previousBlock = { order: block.order, file: block.file };
        checkUnique({
          seen: blockSlugs,
          key: block.block,
          file: block.file,
          line: block.lineOf('block'),
          label: `block ${block.block}`,
          errors,
        });
        if (block.complete && block.challenges.length === 0)
          errors.push({ file: block.file, line: 1, message: 'o bloco não tem desafios' });
        const slugs: Seen = new Map();
        const challengeOrders: Seen = new Map();
        block.challenges.forEach((challenge) => {
          checkUnique({
            seen: challengeOrders,
            key: String(challenge.challengeOrder),
            file: challenge.file,
            line: challenge.lineOf('challengeOrder'),
            label: `challengeOrder ${challenge.challengeOrder}`,
            errors,
          });
          checkUnique({
            seen: ids,
            key: challenge.id,
            file: challenge.file,
            line: challenge.lineOf('id'),
            label: `id ${challenge.id}`,
            errors,
          });
          checkUnique({
            seen: slugs,
            key: challenge.slug,
            file: challenge.file,
            line: challenge.lineOf('slug'),
            label: `slug ${challenge.slug} (o caminho do desafio)`,
            errors,
          });
        });
        // Sorted and without repeats, the first value that differs from its index is the gap.
        if (!block.complete || challengeOrders.size !== block.challenges.length) continue;
        const gap = block.challenges.findIndex(
          (challenge, index) => challenge.challengeOrder !== index,
        );
        const afterGap = block.challenges[gap];
        if (afterGap) {
          errors.push({
            file: afterGap.file,
            line: afterGap.lineOf('challengeOrder'),
            message: `challengeOrder deve ser ${gap}: os desafios de um bloco são numerados a partir de 0, sem lacunas`,
          });
        }
      }
    }
  }
  return errors;
};
