import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing';
import { certificates } from './certificates';
import { completedChallenges } from './completed-challenges';
import { users } from './users';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** The error drizzle wraps around the driver's (the Postgres message is in `cause`). */
const failureText = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('a operação deveria ter falhado');
};

describe('users table', () => {
  it('fills the defaults of a new learner', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'nova', email: 'nova@teste.dev' })
      .returning();
    expect(user).toMatchObject({
      type: 'student',
      access: 'limited',
      theme: 'default',
      group: '',
      source: '',
      nationalTrail: [],
      portfolio: [],
      attemptedPlacementTestCounter: 0,
      registrationQuiz: null,
      studentGrade: null,
      passwordHash: null,
      profileUi: expect.objectContaining({ isLocked: true, showName: false }),
      socials: { githubProfile: '', linkedin: '', twitter: '', website: '' },
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.joinDate).toBeInstanceOf(Date);
  });

  it('refuses a second account with the same e-mail', async () => {
    await handle.db.insert(users).values({ username: 'primeira', email: 'repetido@teste.dev' });
    const message = await failureText(
      handle.db.insert(users).values({ username: 'segunda', email: 'repetido@teste.dev' }),
    );
    expect(message).toContain('users_email_unique');
  });

  it('refuses an e-mail or username that is not lower-cased', async () => {
    const email = await failureText(
      handle.db.insert(users).values({ username: 'maiuscula', email: 'Maiuscula@teste.dev' }),
    );
    expect(email).toContain('users_email_lower_check');
    const username = await failureText(
      handle.db.insert(users).values({ username: 'Maiuscula', email: 'maiuscula@teste.dev' }),
    );
    expect(username).toContain('users_username_lower_check');
  });

  it('refuses a registrationQuiz other than 1 or 2', async () => {
    const message = await failureText(
      handle.db
        .insert(users)
        .values({ username: 'quiz-errado', email: 'quiz@teste.dev', registrationQuiz: 3 }),
    );
    expect(message).toContain('users_registration_quiz_check');
  });

  it('keeps certificates as rows, one per slug, removed with the user', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'certificada', email: 'certificada@teste.dev', studentGrade: 7.5 })
      .returning();
    if (!user) throw new Error('usuário não criado');
    expect(user.studentGrade).toBe(7.5);
    const certificate = { userId: user.id, certSlug: 'react', holderName: 'Certificada' };
    await handle.db
      .insert(certificates)
      .values({ ...certificate, verificationCode: '7K3M9QPX2D4F' });
    const duplicate = await failureText(
      handle.db.insert(certificates).values({ ...certificate, verificationCode: '7K3M9QPX2D4G' }),
    );
    expect(duplicate).toContain('certificates_user_id_cert_slug_pk');
    await handle.db
      .insert(completedChallenges)
      .values({ userId: user.id, challengeId: 'desafio-1', challengeType: 1 });

    await handle.db.delete(users).where(eq(users.id, user.id));
    expect(await handle.db.select().from(certificates)).toEqual([]);
    expect(await handle.db.select().from(completedChallenges)).toEqual([]);
  });
});
