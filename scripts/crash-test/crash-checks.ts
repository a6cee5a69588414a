// What the crash test checks, on the answers the client got and the rows the database kept. A
// check passes when it lists no failure.
import { inArray } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { computePoints } from '@escola/domain/points';
import type { CompletionAnswer, Outcome, PlannedCompletion } from './completion-load';

export type Check = { name: string; failures: string[] };
export type StoredCompletion = { learner: number; challengeId: string; completedDate: number };

const keyOf = ({ learner, challengeId }: { learner: number; challengeId: string }) =>
  `${learner}/${challengeId}`;

export const readStoredCompletions = async ({
  db,
  learnerIds,
}: {
  db: Database;
  learnerIds: readonly string[];
}): Promise<StoredCompletion[]> => {
  const rows = await db
    .select()
    .from(completedChallenges)
    .where(inArray(completedChallenges.userId, [...learnerIds]));
  return rows.map((row) => ({
    learner: learnerIds.indexOf(row.userId),
    challengeId: row.challengeId,
    completedDate: row.completedDate.getTime(),
  }));
};

/** The acknowledged answers among the outcomes, with what each one asked. */
export const acknowledgedAnswers = ({
  plan,
  outcomes,
}: {
  plan: readonly PlannedCompletion[];
  outcomes: ReadonlyMap<number, Outcome>;
}): (PlannedCompletion & CompletionAnswer)[] =>
  [...outcomes].flatMap(([index, outcome]) =>
    outcome.kind === 'acknowledged' ? [{ ...plan[index]!, ...outcome.answer }] : [],
  );

/** Every acknowledged completion is stored once, with the `completedDate` its answer gave. */
export const checkAcknowledgedStored = ({
  answers,
  stored,
}: {
  answers: readonly (PlannedCompletion & CompletionAnswer)[];
  stored: readonly StoredCompletion[];
}): Check => {
  const rows = new Map<string, StoredCompletion[]>();
  for (const row of stored) rows.set(keyOf(row), [...(rows.get(keyOf(row)) ?? []), row]);
  const failures = answers.flatMap((answer) => {
    const matching = rows.get(keyOf(answer)) ?? [];
    if (matching.length !== 1) return [`${keyOf(answer)}: ${matching.length} linhas`];
    if (matching[0]!.completedDate !== answer.completedDate) {
      return [
        `${keyOf(answer)}: resposta ${answer.completedDate}, gravado ${matching[0]!.completedDate}`,
      ];
    }
    return [];
  });
  return {
    name: `as ${answers.length} conclusões confirmadas (200) estão gravadas uma vez, com a data da resposta`,
    failures,
  };
};

/** No (learner, challenge) twice, nothing stored that was never sent, at most one "new" answer. */
export const checkNoDuplicates = ({
  answers,
  stored,
  sentKeys,
}: {
  answers: readonly (PlannedCompletion & CompletionAnswer)[];
  stored: readonly StoredCompletion[];
  sentKeys: ReadonlySet<string>;
}): Check => {
  const storedKeys = stored.map(keyOf);
  const newKeys = answers.filter((answer) => !answer.alreadyCompleted).map(keyOf);
  const repeated = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
  return {
    name: `nenhuma linha repetida nem inventada (${stored.length} gravadas), no máximo uma resposta "nova" por desafio`,
    failures: [
      ...repeated(storedKeys).map((key) => `${key}: gravado mais de uma vez`),
      ...storedKeys
        .filter((key) => !sentKeys.has(key))
        .map((key) => `${key}: gravado sem ser enviado`),
      ...repeated(newKeys).map((key) => `${key}: mais de uma resposta com alreadyCompleted false`),
    ],
  };
};

/**
 * The points each learner's server answers are the domain rule over their stored completions;
 * the acknowledged new completions answered running totals (distinct, none above the stored).
 */
export const checkPoints = ({
  answers,
  stored,
  sessionPoints,
}: {
  answers: readonly (PlannedCompletion & CompletionAnswer)[];
  stored: readonly StoredCompletion[];
  sessionPoints: readonly (number | null)[];
}): Check[] => {
  const storedPoints = sessionPoints.map((_, learner) =>
    computePoints({ completedCount: stored.filter((row) => row.learner === learner).length }),
  );
  const sessionFailures = sessionPoints.flatMap((points, learner) =>
    points === storedPoints[learner]
      ? []
      : [
          `pessoa ${learner}: o servidor diz ${points}, as conclusões gravadas dão ${storedPoints[learner]}`,
        ],
  );
  const runningFailures = sessionPoints.flatMap((_, learner) => {
    const points = answers
      .filter((answer) => answer.learner === learner && !answer.alreadyCompleted)
      .map((answer) => answer.points);
    const highest = storedPoints[learner]!;
    return [
      ...(new Set(points).size === points.length ? [] : [`pessoa ${learner}: pontos repetidos`]),
      ...points
        .filter((value) => value > highest)
        .map((value) => `pessoa ${learner}: ${value} > ${highest}`),
    ];
  });
  return [
    {
      name: 'os pontos de cada pessoa são os da regra do domínio sobre as conclusões gravadas',
      failures: sessionFailures,
    },
    {
      name: 'cada conclusão nova confirmada respondeu o total corrente de pontos (distintos, nenhum acima do gravado)',
      failures: runningFailures,
    },
  ];
};

export const keysOf = (
  plan: readonly PlannedCompletion[],
  outcomes: ReadonlyMap<number, Outcome>,
  kinds: readonly Outcome['kind'][],
): Set<string> =>
  new Set(
    [...outcomes]
      .filter(([, outcome]) => kinds.includes(outcome.kind))
      .map(([index]) => keyOf(plan[index]!)),
  );
