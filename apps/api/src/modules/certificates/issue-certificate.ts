// Issuing a certificate row (decision 036): once per learner and slug, with a fresh verification
// code. A second issue of the same certificate (a repeat claim, a checkpoint completed twice, two
// racing requests) records nothing and answers the certificate already held.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { certificates, type Certificate } from '@escola/db/schema/certificates';
import { users } from '@escola/db/schema/users';
import type { CertificateRecordSlug } from '@escola/domain/certificate-records';
import { encodeVerificationCode, VERIFICATION_CODE_BYTES } from '@escola/domain/verification-code';

/** A new random verification code (60 bits from the operating system's generator). */
export const newVerificationCode = (): string =>
  encodeVerificationCode(randomBytes(VERIFICATION_CODE_BYTES));

const CODE_ATTEMPTS = 5;

export type IssuedCertificate = { certificate: Certificate; isNew: boolean };

const findHeld = async ({
  db,
  userId,
  certSlug,
}: {
  db: Database;
  userId: string;
  certSlug: CertificateRecordSlug;
}): Promise<Certificate | undefined> => {
  const [held] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.certSlug, certSlug)));
  return held;
};

/**
 * Issues `certSlug` to the user under `holderName`, or answers the one already held. A clash of
 * random codes (one in 2^60 per pair) is retried with a new code.
 */
export const issueCertificate = async ({
  db,
  userId,
  certSlug,
  holderName,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  certSlug: CertificateRecordSlug;
  holderName: string;
  now?: Date;
}): Promise<IssuedCertificate> => {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const held = await findHeld({ db, userId, certSlug });
    if (held) return { certificate: held, isNew: false };
    try {
      const [inserted] = await db
        .insert(certificates)
        .values({
          userId,
          certSlug,
          holderName,
          verificationCode: newVerificationCode(),
          issuedAt: now,
        })
        .onConflictDoNothing({ target: [certificates.userId, certificates.certSlug] })
        .returning();
      if (inserted) return { certificate: inserted, isNew: true };
    } catch (error) {
      if (!isCodeClash(error)) throw error;
    }
  }
  throw new Error(`certificate ${certSlug} not issued after ${CODE_ATTEMPTS} attempts`);
};

const isCodeClash = (error: unknown): boolean => {
  const cause = (error as { cause?: { constraint?: string }; constraint?: string }) ?? {};
  const constraint = cause.constraint ?? cause.cause?.constraint;
  return constraint === 'certificates_verification_code_unique';
};

/** The certificate with this (normalised) verification code, with nothing else. */
export const findCertificateByCode = async ({
  db,
  verificationCode,
}: {
  db: Database;
  verificationCode: string;
}): Promise<Certificate | undefined> => {
  const [found] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.verificationCode, sql`${verificationCode}`));
  return found;
};

/** The certificate with this code and its holder's username, or undefined. */
export const findCertificateWithUsernameByCode = async ({
  db,
  verificationCode,
}: {
  db: Database;
  verificationCode: string;
}): Promise<{ certificate: Certificate; username: string } | undefined> => {
  const [found] = await db
    .select({ certificate: certificates, username: users.username })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.verificationCode, verificationCode));
  return found;
};
