// The four checkpoints of docs/product/national-programme.md: fixed challenges that close an
// enrolment stage of the national programme. A challenge is a checkpoint when all four order values
// equal one entry's. The spec gives no challenge ids: CHECKPOINT_CHALLENGE_IDS are the stable ids
// the curriculum gives those four challenges.

/**
 * Where a challenge sits in the curriculum: the four order values of
 * docs/product/curriculum-and-access.md.
 */
export type CurriculumPosition = {
  superOrder: number;
  phaseOrder: number;
  order: number;
  challengeOrder: number;
};

export const CHECKPOINT_CHALLENGE_IDS = {
  first: 'checkpoint-1-fundamentos-da-programacao-front-end',
  second: 'checkpoint-2-desenvolvedor-front-end-com-react',
  third: 'checkpoint-3-navegacao-e-interatividade-avancada-em-react',
  fourth: 'checkpoint-4-react-com-rotas-e-interacoes-web',
} as const;

export type Checkpoint = CurriculumPosition & {
  challengeId: string;
  /** The enrolment stage it closes (1st to 4th enrolment). */
  certificateName: string;
  /** The certificate topic of the spec's table. */
  topic: string;
};

export const CHECKPOINTS: readonly [Checkpoint, Checkpoint, Checkpoint, Checkpoint] = [
  {
    challengeId: CHECKPOINT_CHALLENGE_IDS.first,
    certificateName: '1ª matrícula',
    topic: 'Fundamentos da programação front-end',
    superOrder: 0,
    phaseOrder: 1,
    order: 1,
    challengeOrder: 1,
  },
  {
    challengeId: CHECKPOINT_CHALLENGE_IDS.second,
    certificateName: '2ª matrícula',
    topic: 'Desenvolvedor front-end com React',
    superOrder: 2,
    phaseOrder: 7,
    order: 120,
    challengeOrder: 1,
  },
  {
    challengeId: CHECKPOINT_CHALLENGE_IDS.third,
    certificateName: '3ª matrícula',
    topic: 'Navegação e interatividade avançada em React',
    superOrder: 3,
    phaseOrder: 3,
    order: 177,
    challengeOrder: 1,
  },
  {
    challengeId: CHECKPOINT_CHALLENGE_IDS.fourth,
    certificateName: '4ª matrícula',
    topic: 'React com rotas e interações web',
    superOrder: 3,
    phaseOrder: 7,
    order: 201,
    challengeOrder: 1,
  },
];

const POSITION_KEYS = ['superOrder', 'phaseOrder', 'order', 'challengeOrder'] as const;

/**
 * Compares two curriculum positions: negative when `left` comes first, 0 when equal, positive when
 * it comes after (superOrder, then phaseOrder, then order, then challengeOrder).
 */
export const compareCurriculumPositions = ({
  left,
  right,
}: {
  left: CurriculumPosition;
  right: CurriculumPosition;
}): number => {
  for (const key of POSITION_KEYS) {
    if (left[key] !== right[key]) return left[key] - right[key];
  }
  return 0;
};

/** A checkpoint challenge: all four order values equal one checkpoint's. */
export const isCheckpoint = (position: CurriculumPosition): boolean =>
  CHECKPOINTS.some(
    (checkpoint) => compareCurriculumPositions({ left: position, right: checkpoint }) === 0,
  );

/** The checkpoint whose challenge this is, or null. */
export const findCheckpointByChallengeId = (challengeId: string): Checkpoint | null =>
  CHECKPOINTS.find((checkpoint) => checkpoint.challengeId === challengeId) ?? null;

/** The checkpoint's index in the table (0 for the first), or −1 when the challenge is none. */
export const getCheckpointIndex = (challengeId: string): number =>
  CHECKPOINTS.findIndex((checkpoint) => checkpoint.challengeId === challengeId);

/** Does this position come after the checkpoint (the checkpoint itself is not beyond)? */
export const isBeyondCheckpoint = ({
  position,
  checkpoint,
}: {
  position: CurriculumPosition;
  checkpoint: CurriculumPosition;
}): boolean => compareCurriculumPositions({ left: position, right: checkpoint }) > 0;
