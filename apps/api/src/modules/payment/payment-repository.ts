// Payment verifications (payment_verifications): each answer of the provider kept, and the grant —
// the verification with `granted_at` and the account's complete access — written together.
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { paymentVerifications } from '@escola/db/schema/payment-verifications';
import { users, type User } from '@escola/db/schema/users';
import type { ProviderAnswer } from './payment-provider';

/** The source tag of learners who paid (docs/product/curriculum-and-access.md). */
export const PAID_SOURCE = 'pagantes';

export const lockUserAccess = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<Pick<User, 'id' | 'access'> | undefined> => {
  const [user] = await db
    .select({ id: users.id, access: users.access })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
};

export const recordVerification = async ({
  db,
  userId,
  product,
  answer,
  grantedAt,
}: {
  db: Database;
  userId: string;
  product: string;
  answer: ProviderAnswer;
  grantedAt: Date | null;
}): Promise<void> => {
  await db.insert(paymentVerifications).values({
    userId,
    product,
    status: answer.type,
    providerAccess: answer.access,
    transactionId: answer.transactionId,
    grantedAt,
    // No personal data: the provider's verdict only.
    response: { type: answer.type, access: answer.access, transactionId: answer.transactionId },
  });
};

export const grantCompleteAccess = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<void> => {
  await db
    .update(users)
    .set({ access: 'complete', source: PAID_SOURCE })
    .where(eq(users.id, userId));
};
