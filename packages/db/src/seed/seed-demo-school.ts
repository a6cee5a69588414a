// Seeds the demo school. Idempotent: accounts that already exist (by e-mail) are left untouched,
// so running it again creates nothing. The placement test's question bank comes along (upserted by
// slug).
import { CERT_SLUGS } from '@escola/domain/certifications';
import type { AccessLevel, UserType } from '@escola/domain/users';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { hashPassword } from '../password';
import { classGroupMemberships } from '../schema/class-group-memberships';
import { classGroups } from '../schema/class-groups';
import { completedChallenges } from '../schema/completed-challenges';
import { userModules } from '../schema/user-modules';
import { users } from '../schema/users';
import { seedPlacementTestQuestions } from './seed-placement-test-questions';
import {
  DEMO_ACCOUNTS,
  DEMO_CLASS_GROUP_NAME,
  DEMO_PASSWORD,
  DEMO_ENDED_CLASS_GROUP_NAME,
  DEMO_UPCOMING_CLASS_GROUP_NAME,
  demoEmail,
  type DemoAccount,
} from './demo-accounts';

export type SeededAccount = {
  name: string;
  email: string;
  password: string;
  type: UserType;
  access: AccessLevel;
};

export type SeedResult = { created: boolean; accounts: SeededAccount[] };

/** Days the demo national class group stays open (from the day it is seeded). */
const DEMO_CLASS_GROUP_DAYS = 365;
/** Days from the seed until the upcoming demo class group starts. */
const DEMO_UPCOMING_START_DAYS = 30;
/** Days before the seed the ended demo class group started (it ended a month before the seed). */
const DEMO_ENDED_START_DAYS = -(DEMO_CLASS_GROUP_DAYS + 30);
const DAY_IN_MILLISECONDS = 24 * 60 * 60 * 1000;

export async function seedDemoSchool(db: Database): Promise<SeedResult> {
  await seedPlacementTestQuestions(db);
  const accounts = DEMO_ACCOUNTS.map((account) => ({
    name: account.name,
    email: demoEmail(account),
    password: DEMO_PASSWORD,
    type: account.type,
    access: account.access,
  }));
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    );
  const existingEmails = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !existingEmails.has(demoEmail(account)));
  if (missing.length === 0) return { created: false, accounts };

  // Hashing is the slow part: do it before the transaction, once per missing account.
  const passwordHashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (transaction) => {
    const classGroupIds = {
      current: await findOrCreateDemoClassGroup({ db: transaction, name: DEMO_CLASS_GROUP_NAME }),
      upcoming: await findOrCreateDemoClassGroup({
        db: transaction,
        name: DEMO_UPCOMING_CLASS_GROUP_NAME,
        startsInDays: DEMO_UPCOMING_START_DAYS,
      }),
      ended: await findOrCreateDemoClassGroup({
        db: transaction,
        name: DEMO_ENDED_CLASS_GROUP_NAME,
        startsInDays: DEMO_ENDED_START_DAYS,
      }),
    };
    const rows = missing.map((account, index) =>
      toUserRow({ account, passwordHash: passwordHashes[index] ?? null }),
    );
    const inserted = await transaction
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    for (const row of inserted) {
      const account = missing.find((candidate) => candidate.username === row.username);
      if (!account) continue;
      const classGroupId = demoClassGroupOf({ account, classGroupIds });
      if (classGroupId) {
        await transaction.insert(classGroupMemberships).values({ userId: row.id, classGroupId });
      }
      await addProgress({ db: transaction, userId: row.id, account });
    }
  });
  return { created: true, accounts };
}

/** True when no user exists yet: the API seeds the demo school on the first run. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** The demo class group the account is in, if any. */
function demoClassGroupOf(options: {
  account: DemoAccount;
  classGroupIds: { current: string; upcoming: string; ended: string };
}): string | null {
  const { inDemoClassGroup } = options.account;
  if (!inDemoClassGroup) return null;
  return inDemoClassGroup === 'upcoming' || inDemoClassGroup === 'ended'
    ? options.classGroupIds[inDemoClassGroup]
    : options.classGroupIds.current;
}

function toUserRow(options: {
  account: DemoAccount;
  passwordHash: string | null;
}): typeof users.$inferInsert {
  const { account, passwordHash } = options;
  const now = new Date();
  const linkedToClassDate = new Date(
    now.getTime() - (account.linkedDaysAgo ?? 0) * DAY_IN_MILLISECONDS,
  );
  return {
    username: account.username,
    email: demoEmail(account),
    name: account.name,
    type: account.type,
    access: account.access,
    passwordHash,
    emailVerified: true,
    acceptedPrivacyTerms: true,
    isHonest: true,
    // The learners accept the school's e-mails, so a campaign in the demo reaches someone (issue 20).
    sendQuincyEmail: account.type === 'student',
    lastActiveAt: now,
    ...account.profile,
    ...(account.inDemoClassGroup ? { linkedToClassDate } : {}),
  };
}

async function findOrCreateDemoClassGroup(options: {
  db: Database;
  name: string;
  startsInDays?: number;
}): Promise<string> {
  const { db, name, startsInDays = 0 } = options;
  const [found] = await db
    .select({ id: classGroups.id })
    .from(classGroups)
    .where(eq(classGroups.name, name))
    .limit(1);
  if (found) return found.id;
  const start = new Date(Date.now() + startsInDays * DAY_IN_MILLISECONDS);
  const end = new Date(start.getTime() + DEMO_CLASS_GROUP_DAYS * DAY_IN_MILLISECONDS);
  const [created] = await db
    .insert(classGroups)
    .values({
      name,
      curriculumAvailable: [...CERT_SLUGS],
      validityType: 'dateRange',
      validityStart: toDateString(start),
      validityEnd: toDateString(end),
    })
    .returning({ id: classGroups.id });
  if (!created) throw new Error('A turma de demonstração não foi criada.');
  return created.id;
}

/** The account's completed challenges (one a day, ending today) and modules (active, expired). */
async function addProgress(options: { db: Database; userId: string; account: DemoAccount }) {
  const { db, userId, account } = options;
  const challengeIds = account.completedChallengeIds ?? [];
  const firstDay = Date.now() - challengeIds.length * DAY_IN_MILLISECONDS;
  if (challengeIds.length > 0) {
    await db
      .insert(completedChallenges)
      .values(
        challengeIds.map((challengeId, index) => ({
          userId,
          challengeId,
          completedDate: new Date(firstDay + (index + 1) * DAY_IN_MILLISECONDS),
          challengeType: 1,
        })),
      )
      .onConflictDoNothing();
  }
  const modules = [
    ...(account.moduleSuperBlocks ?? []).map((superBlock) => ({
      superBlock,
      status: 'active' as const,
    })),
    ...(account.expiredModuleSuperBlocks ?? []).map((superBlock) => ({
      superBlock,
      status: 'expired' as const,
    })),
  ];
  if (modules.length > 0) {
    await db
      .insert(userModules)
      .values(modules.map((module) => ({ userId, ...module })))
      .onConflictDoNothing();
  }
}

function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}
