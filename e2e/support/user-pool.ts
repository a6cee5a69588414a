// On the embedded database (PGlite) the server holds the data directory exclusively, so tests
// cannot write users while it runs. Each worker's setup therefore writes a pool of fresh users
// before the server starts, and each test claims one nobody has used (an atomic mkdir per claim).
// The whole data directory is deleted when the run ends.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@escola/db/client';
import type { UserType } from '@escola/domain/users';
import { describeTestUser, insertTestUser, type TestUser } from './test-users';

/** Enough for every test that claims a learner or a staff member (about 16 learners today, more as journeys are added). */
export const POOL_SIZE_PER_TYPE = 24;
/** Learners blocked by inactivity, for the unlock journey. */
export const BLOCKED_POOL_SIZE = 3;
/** Learners of a programme (with a source), for the challenge journeys. */
export const ENROLLED_POOL_SIZE = 10;
/** Learners on the free trial (access limited), for the free-trial journey. */
export const TRIAL_POOL_SIZE = 5;
/** Learners ready to claim a certification, for the certificate journeys. */
export const CERTIFIABLE_POOL_SIZE = 4;
const POOL_TYPES: UserType[] = ['student', 'support'];
/** Admins and supers for the admin area's journeys (issue 18). */
export const ADMIN_POOL_SIZE = 8;

const poolFile = (stateDirectory: string) => path.join(stateDirectory, 'user-pool.json');

export async function writeUserPool({
  handle,
  stateDirectory,
}: {
  handle: DatabaseHandle;
  stateDirectory: string;
}): Promise<void> {
  const pool: TestUser[] = [];
  for (const type of POOL_TYPES) {
    for (let index = 0; index < POOL_SIZE_PER_TYPE; index += 1) {
      const user = describeTestUser({ type });
      pool.push(await insertTestUser({ handle, user }));
    }
  }
  for (const type of ['admin', 'super'] as const) {
    for (let index = 0; index < ADMIN_POOL_SIZE; index += 1) {
      const user = describeTestUser({ type });
      pool.push(await insertTestUser({ handle, user }));
    }
  }
  for (let index = 0; index < BLOCKED_POOL_SIZE; index += 1) {
    const user = { ...describeTestUser({ type: 'student' }), blocked: true };
    pool.push(await insertTestUser({ handle, user }));
  }
  for (let index = 0; index < ENROLLED_POOL_SIZE; index += 1) {
    const user = { ...describeTestUser({ type: 'student' }), enrolled: true };
    pool.push(await insertTestUser({ handle, user }));
  }
  for (let index = 0; index < TRIAL_POOL_SIZE; index += 1) {
    const user = { ...describeTestUser({ type: 'student' }), trial: true };
    pool.push(await insertTestUser({ handle, user }));
  }
  for (let index = 0; index < CERTIFIABLE_POOL_SIZE; index += 1) {
    const user = { ...describeTestUser({ type: 'student' }), certifiable: true };
    pool.push(await insertTestUser({ handle, user }));
  }
  writeFileSync(poolFile(stateDirectory), JSON.stringify(pool));
}

export function claimPooledUser({
  stateDirectory,
  type,
  blocked = false,
  enrolled = false,
  trial = false,
  certifiable = false,
}: {
  stateDirectory: string;
  type: UserType;
  blocked?: boolean;
  enrolled?: boolean;
  trial?: boolean;
  certifiable?: boolean;
}): TestUser {
  const pool = JSON.parse(readFileSync(poolFile(stateDirectory), 'utf8')) as TestUser[];
  const claims = path.join(stateDirectory, 'claims');
  mkdirSync(claims, { recursive: true });
  const matches = (candidate: TestUser) =>
    candidate.type === type &&
    Boolean(candidate.blocked) === blocked &&
    Boolean(candidate.enrolled) === enrolled &&
    Boolean(candidate.trial) === trial &&
    Boolean(candidate.certifiable) === certifiable;
  for (const user of pool.filter(matches)) {
    try {
      mkdirSync(path.join(claims, user.id));
      return user;
    } catch {
      // Already claimed by an earlier test.
    }
  }
  throw new Error(`O conjunto de usuários de teste (${type}) acabou: aumente POOL_SIZE_PER_TYPE.`);
}
