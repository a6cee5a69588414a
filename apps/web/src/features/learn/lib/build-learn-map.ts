// The /learn map as a plain model, computed once from the curriculum index and the session user:
// per superblock, phase and block the completion counts, and the lock state of each block (the
// domain access rule applied to the block's first challenge). O(challenges + blocks × completions).
import type {
  CurriculumChallenge,
  CurriculumIndex,
  CurriculumSuperBlock,
} from '@escola/contracts/curriculum-index';
import { CERT_SLUGS, CERTIFICATION_BY_SLUG, type CertSlug } from '@escola/domain/certifications';
import {
  getChallengeAccess,
  type ChallengeAccess,
  type ChallengeAccessUser,
} from '@escola/domain/challenge-access';

export type MapChallenge = CurriculumChallenge & {
  /** Position within its superblock, from 1 (the access rule's indexInSuperBlock). */
  indexInSuperBlock: number;
};

export type MapBlock = {
  block: string;
  title: string;
  /** Where the block's link goes: its introduction page, else its first challenge still to do. */
  path: string;
  total: number;
  completed: number;
  /** null for visitors: nothing is locked for someone who is not signed in. */
  access: ChallengeAccess | null;
};

export type MapPhase = {
  /** `${superBlock}/${phase}`, unique across the curriculum. */
  key: string;
  title: string;
  blocks: MapBlock[];
  total: number;
  completed: number;
};

/** A certification project (docs/product/certificates.md links) with the learner's state. */
export type MapProject = {
  id: string;
  title: string;
  link: string;
  completed: boolean;
  /** null for visitors, and for a project the index does not hold. */
  access: ChallengeAccess | null;
};

export type MapSuperBlock = Omit<CurriculumSuperBlock, 'phases'> & {
  phases: MapPhase[];
  /** The certificate's title when it is available (shown on the map), else null. */
  certificationTitle: string | null;
  projects: MapProject[];
  total: number;
  completed: number;
};

export type LearnMap = {
  /** The index's build id: page-data requests carry it as ?v= (decision 015). */
  buildId: string;
  superBlocks: MapSuperBlock[];
  challengeById: ReadonlyMap<string, MapChallenge>;
  /** "Continuar de onde parou": the current challenge, else the first one still to do. */
  continueChallenge: MapChallenge | null;
  /** The learner completed at least one challenge of the curriculum ("Continuar", not "Começar"). */
  hasProgress: boolean;
  /** The phase holding the continue challenge (expanded by default). */
  currentPhaseKey: string | null;
};

export const getPhaseKey = ({ superBlock, phase }: { superBlock: string; phase: string }) =>
  `${superBlock}/${phase}`;

const indexChallenges = (challenges: readonly CurriculumChallenge[]) => {
  const challengeById = new Map<string, MapChallenge>();
  const countBySuperBlock = new Map<string, number>();
  for (const challenge of challenges) {
    const indexInSuperBlock = (countBySuperBlock.get(challenge.superBlock) ?? 0) + 1;
    countBySuperBlock.set(challenge.superBlock, indexInSuperBlock);
    challengeById.set(challenge.id, { ...challenge, indexInSuperBlock });
  }
  return challengeById;
};

const findContinueChallenge = ({
  challenges,
  challengeById,
  completed,
  currentChallengeId,
}: {
  challenges: readonly CurriculumChallenge[];
  challengeById: ReadonlyMap<string, MapChallenge>;
  completed: ReadonlySet<string>;
  currentChallengeId: string;
}): MapChallenge | null => {
  const current = challengeById.get(currentChallengeId);
  if (current) return current;
  const next = challenges.find((challenge) => !completed.has(challenge.id));
  return next ? (challengeById.get(next.id) ?? null) : null;
};

const isCertSlug = (slug: string | null): slug is CertSlug =>
  slug !== null && (CERT_SLUGS as readonly string[]).includes(slug);

const byNumber =
  <Item>(read: (item: Item) => number) =>
  (left: Item, right: Item) =>
    read(left) - read(right);

export const buildLearnMap = ({
  index,
  user,
  currentChallengeId = '',
}: {
  index: CurriculumIndex;
  /** The access facts of the signed-in user; null for a visitor. */
  user: ChallengeAccessUser | null;
  currentChallengeId?: string;
}): LearnMap => {
  const challengeById = indexChallenges(index.challenges);
  const completed = new Set(user?.completedChallengeIds ?? []);
  const getAccess = (challenge: MapChallenge | undefined) =>
    user && challenge ? getChallengeAccess({ user, challenge }) : null;
  const buildBlock = (block: CurriculumSuperBlock['phases'][number]['blocks'][number]) => {
    const ids = block.challengeIds;
    const done = ids.filter((id) => completed.has(id)).length;
    const first = challengeById.get(ids[0] ?? '');
    const firstToDo = challengeById.get(ids.find((id) => !completed.has(id)) ?? '') ?? first;
    const access = getAccess(first);
    const path = block.introductionPath ?? firstToDo?.path ?? '';
    return {
      block: block.block,
      title: block.title,
      path,
      total: ids.length,
      completed: done,
      access,
    };
  };
  const buildProjects = (certification: string | null): MapProject[] =>
    isCertSlug(certification)
      ? CERTIFICATION_BY_SLUG[certification].projects.map((project) => ({
          id: project.id,
          title: project.title,
          link: project.link,
          completed: completed.has(project.id),
          access: getAccess(challengeById.get(project.id)),
        }))
      : [];
  const superBlocks = [...index.superBlocks]
    .sort(byNumber((entry) => entry.superOrder))
    .map(({ phases, ...superBlock }): MapSuperBlock => {
      const mapPhases = [...phases].sort(byNumber((phase) => phase.phaseOrder)).map((phase) => {
        const blocks = [...phase.blocks].sort(byNumber((block) => block.order)).map(buildBlock);
        return {
          key: getPhaseKey({ superBlock: superBlock.superBlock, phase: phase.phase }),
          title: phase.title,
          blocks,
          total: blocks.reduce((sum, block) => sum + block.total, 0),
          completed: blocks.reduce((sum, block) => sum + block.completed, 0),
        };
      });
      const { certification } = superBlock;
      const certificate = isCertSlug(certification) ? CERTIFICATION_BY_SLUG[certification] : null;
      return {
        ...superBlock,
        phases: mapPhases,
        certificationTitle: certificate?.available ? certificate.title : null,
        projects: buildProjects(certification),
        total: mapPhases.reduce((sum, phase) => sum + phase.total, 0),
        completed: mapPhases.reduce((sum, phase) => sum + phase.completed, 0),
      };
    });
  const continueChallenge = findContinueChallenge({
    challenges: index.challenges,
    challengeById,
    completed,
    currentChallengeId,
  });
  return {
    buildId: index.buildId,
    superBlocks,
    challengeById,
    continueChallenge,
    hasProgress: superBlocks.some((superBlock) => superBlock.completed > 0),
    currentPhaseKey: continueChallenge ? getPhaseKey(continueChallenge) : null,
  };
};
