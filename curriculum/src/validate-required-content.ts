// The content the product relies on (curriculum/README.md "fixed positions" and
// docs/product/curriculum-and-access.md): the four superblocks; Mundo Tech as the first exercise of
// track 0; the first exercise of track 1; the four checkpoints at their positions with their ids;
// every certification project at its link with its id. Switched off for generated bench trees and
// unit-test fixtures.
import { CERTIFICATIONS } from '@escola/domain/certifications';
import { CHECKPOINTS, type CurriculumPosition } from '@escola/domain/checkpoints';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';
import type { ModelSuperBlock } from './build-curriculum-model';
import { getChallengePath } from './challenge-paths';
import type { CurriculumError } from './curriculum-error';
import type { ParsedChallenge } from './parse-challenge-file';

type Placed = { challenge: ParsedChallenge; position: CurriculumPosition; path: string };

const FIRST_OF_TRACK_0: CurriculumPosition = {
  superOrder: 0,
  phaseOrder: 0,
  order: 0,
  challengeOrder: 0,
};
const FIRST_OF_TRACK_1: CurriculumPosition = {
  superOrder: 1,
  phaseOrder: 0,
  order: 3,
  challengeOrder: 0,
};
const ORDINALS = ['1º', '2º', '3º', '4º'];

const keyOf = (position: CurriculumPosition) =>
  `${position.superOrder}/${position.phaseOrder}/${position.order}/${position.challengeOrder}`;
const describe = (position: CurriculumPosition) =>
  `superOrder ${position.superOrder}, phaseOrder ${position.phaseOrder}, order ${position.order}, challengeOrder ${position.challengeOrder}`;

const placeChallenges = (superBlocks: readonly ModelSuperBlock[]): Placed[] =>
  superBlocks.flatMap(({ superBlock, superOrder, phases }) =>
    phases.flatMap(({ phaseOrder, blocks }) =>
      blocks.flatMap(({ block, order, challenges }) =>
        challenges.map((challenge) => ({
          challenge,
          position: { superOrder, phaseOrder, order, challengeOrder: challenge.challengeOrder },
          path: getChallengePath({ superBlock, block, slug: challenge.slug }),
        })),
      ),
    ),
  );

export const validateRequiredContent = ({
  superBlocks,
}: {
  superBlocks: readonly ModelSuperBlock[];
}): CurriculumError[] => {
  const errors: CurriculumError[] = [];
  const placed = placeChallenges(superBlocks);
  const byPosition = new Map(placed.map((entry) => [keyOf(entry.position), entry]));
  const byId = new Map(placed.map((entry) => [entry.challenge.id, entry]));
  const fileOfSuperBlock = (superBlock: string) =>
    superBlocks.find((entry) => entry.superBlock === superBlock)?.file ?? 'content';
  const fileOfSuperOrder = (superOrder: number) => fileOfSuperBlock(SUPER_BLOCKS[superOrder] ?? '');
  const idLine = ({ challenge }: Placed) => ({
    file: challenge.file,
    line: challenge.lineOf('id'),
  });

  for (const superBlock of SUPER_BLOCKS) {
    if (superBlocks.some((entry) => entry.superBlock === superBlock)) continue;
    errors.push({
      file: 'content',
      line: 1,
      message: `falta a trilha ${superBlock} (pasta com _trilha.md)`,
    });
  }

  const requireAt = ({
    label,
    id,
    position,
  }: {
    label: string;
    id?: string;
    position: CurriculumPosition;
  }) => {
    const atPosition = byPosition.get(keyOf(position));
    const withId = id === undefined ? undefined : byId.get(id);
    if (withId && withId !== atPosition) {
      errors.push({
        ...idLine(withId),
        message: `${label} deve estar em ${describe(position)} (posição fixa, ver curriculum/README.md)`,
      });
    }
    if (atPosition && id !== undefined && atPosition.challenge.id !== id) {
      errors.push({
        ...idLine(atPosition),
        message: `este desafio está na posição de ${label} e deve ter o id ${id}`,
      });
    }
    if (!atPosition && !withId) {
      errors.push({
        file: fileOfSuperOrder(position.superOrder),
        line: 1,
        message: `falta ${label} em ${describe(position)}`,
      });
    }
  };
  const requireFirstOfSuperOrder = ({
    label,
    position,
  }: {
    label: string;
    position: CurriculumPosition;
  }) => {
    const first = placed.find((entry) => entry.position.superOrder === position.superOrder);
    if (first && keyOf(first.position) !== keyOf(position)) {
      errors.push({
        ...idLine(first),
        message: `o primeiro desafio da trilha deve ser ${label}, em ${describe(position)}`,
      });
    }
  };

  const mundoTech = `o desafio Mundo Tech (id ${MUNDO_TECH_CHALLENGE_ID})`;
  requireAt({ label: mundoTech, id: MUNDO_TECH_CHALLENGE_ID, position: FIRST_OF_TRACK_0 });
  requireFirstOfSuperOrder({ label: mundoTech, position: FIRST_OF_TRACK_0 });
  requireAt({ label: 'o primeiro exercício da trilha 1', position: FIRST_OF_TRACK_1 });
  requireFirstOfSuperOrder({
    label: 'o primeiro exercício da trilha 1',
    position: FIRST_OF_TRACK_1,
  });
  CHECKPOINTS.forEach((checkpoint, index) => {
    const label = `o ${ORDINALS[index] ?? ''} checkpoint (id ${checkpoint.challengeId})`;
    requireAt({ label, id: checkpoint.challengeId, position: checkpoint });
  });

  for (const certification of CERTIFICATIONS) {
    for (const project of certification.projects) {
      const found = byId.get(project.id);
      if (!found) {
        const message = `falta o projeto de certificação "${project.title}" (id ${project.id}) em ${project.link}`;
        errors.push({ file: fileOfSuperBlock(certification.certSlug), line: 1, message });
      } else if (found.path !== project.link) {
        errors.push({
          ...idLine(found),
          message: `o projeto de certificação ${project.id} deve estar em ${project.link} (está em ${found.path})`,
        });
      }
    }
  }
  return errors;
};
