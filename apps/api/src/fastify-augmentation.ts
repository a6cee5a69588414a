// What our plugins add to Fastify's instance, request and reply types.
import type { DatabaseHandle, Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import type { UserType } from '@escola/domain/users';
import type { Config } from './config';
import type { AccessFactsTarget, PrefetchedAccessFacts } from './plugins/challenge-access-facts';
import type { Curriculum } from './plugins/curriculum';
import type { Jobs } from './plugins/jobs';
import type { Mailer } from './plugins/mailer';
import type { RegisteredRoute } from './plugins/staff-guard';

export type CurrentSession = {
  /** SHA-256 hex of the cookie token: the sessions table's primary key. */
  id: string;
  userId: string;
};

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    /** Background jobs on pg-boss: `schedule` while building, `runNow` by hand (plugins/jobs). */
    jobs: Jobs;
    /** The curriculum build's server index, with lookups (plugins/curriculum, decision 015). */
    curriculum: Curriculum;
    /** Every route of the app, with the staff roles it admits (plugins/staff-guard). */
    registeredRoutes: RegisteredRoute[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * Routes that take a challenge (saves and completions) name it here from the parsed body; their
     * session is then read once the body is parsed, with the challenge's access facts in the same
     * statement, and the CSRF check follows it (plugins/session.ts, decision 023).
     */
    accessFactsTarget?: (request: FastifyRequest) => AccessFactsTarget | null;
    /** Staff routes: the roles admitted (STAFF_ROLES of the domain); guarded before validation. */
    staffRoles?: readonly UserType[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous visitor (set by the session plugin). */
    user: User | null;
    session: CurrentSession | null;
    /** True when this request's session was ended because its account is blocked by inactivity. */
    endedBlockedSession: boolean;
    /** The access facts read with the session (routes with `config.accessFactsTarget`), or null. */
    prefetchedAccessFacts: PrefetchedAccessFacts | null;
  }
}
