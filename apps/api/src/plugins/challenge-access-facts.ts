// The facts of the domain access rule (getChallengeAccess) the user row does not hold: the class
// group's curriculum, the learner's modules, and which of a challenge and its previous one the
// learner completed. Saves and completions check them on every call (decision 023); the routes
// that take a challenge read them in the same statement as the session (plugins/session.ts), and
// the service reads them on its own when they were not (findAccessFacts in the completion module).
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { userModules } from '@escola/db/schema/user-modules';
import type { UserModule } from '@escola/domain/challenge-access';

export type AccessFacts = {
  curriculumAvailable: string[] | null;
  modules: UserModule[];
  /** Which of the asked challenge ids the user completed. */
  completedChallengeIds: string[];
};

/** The challenge whose facts are read: itself and its previous one (null for the first). */
export type AccessFactsTarget = { challengeId: string; previousChallengeId: string | null };

/** Facts read together with the session, for the challenge the request's body names. */
export type PrefetchedAccessFacts = AccessFactsTarget & { facts: AccessFacts };

/**
 * Whether this request's session is read in preValidation, once the body is parsed, rather than in
 * onRequest: the routes that name an access facts target (config.accessFactsTarget). The CSRF
 * check, which needs the session, follows it there (plugins/csrf.ts).
 */
export const readsSessionAfterParsing = (request: FastifyRequest): boolean =>
  request.routeOptions.config.accessFactsTarget !== undefined;

type Operand = SQLWrapper | Placeholder;

/** The class group's curriculum; null without a class group. */
export const curriculumAvailableSql = (classGroupId: Operand): SQL<string[] | null> =>
  sql<string[] | null>`(select ${classGroups.curriculumAvailable} from ${classGroups}
    where ${classGroups.id} = ${classGroupId})`;

export const modulesSql = (userId: Operand): SQL<UserModule[]> =>
  sql<UserModule[]>`coalesce((select json_agg(json_build_object(
      'superBlock', ${userModules.superBlock}, 'status', ${userModules.status}))
    from ${userModules} where ${userModules.userId} = ${userId}), '[]'::json)`;

/** Which of the two ids the user completed (`in` with a null second id matches only the first). */
export const completedAmongSql = ({
  userId,
  challengeId,
  previousChallengeId,
}: {
  userId: Operand;
  challengeId: Placeholder;
  previousChallengeId: Placeholder;
}): SQL<string[]> =>
  sql<string[]>`coalesce((select json_agg(${completedChallenges.challengeId})
    from ${completedChallenges} where ${completedChallenges.userId} = ${userId}
      and ${completedChallenges.challengeId} in (${challengeId}, ${previousChallengeId})), '[]'::json)`;
