// The Google sign-in flow once the provider has answered (decision 013): find the account by Google
// subject; else by the e-mail the provider verified (linking the subject); else create one. An
// unverified e-mail is never trusted (it could be someone else's address: account takeover). An
// account blocked by inactivity signs in only through the unlock flow, which unlocks it.
import { z } from 'zod';
import type { Database, DatabaseTransaction } from '@escola/db/client';
import { NAME_MAXIMUM_LENGTH } from '@escola/domain/validation';
import { isValidAvatarPicture } from '@escola/domain/avatar';
import { isBlockedByInactivity } from '@escola/domain/inactivity';
import { unlockAccount } from '../account-unlock/service';
import { recordActivity } from '../auth/repository';
import { deleteSessionsOfUser } from '../password-recovery/repository';
import { pickAvailableUsername } from '../sign-up/pick-available-username';
import {
  findAccountByEmail,
  findAccountByGoogleSubject,
  insertGoogleUser,
  linkGoogleSubject,
  type GoogleAccount,
} from './repository';

export type GoogleProfile = {
  subject: string;
  /** Lower-cased, like every stored e-mail; undefined when the provider did not share a valid one. */
  email: string | undefined;
  emailVerified: boolean;
  name: string;
  picture: string;
};

export type GoogleSignInOutcome =
  | {
      outcome: 'signed-in';
      userId: string;
      acceptedPrivacyTerms: boolean;
      created: boolean;
      unlocked: boolean;
    }
  | { outcome: 'blocked' }
  | { outcome: 'email-missing' }
  | { outcome: 'email-unverified' }
  | { outcome: 'other-google-account' };

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional().catch(undefined),
  // Some providers send the boolean as a string.
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .catch(undefined),
  name: z.string().optional().catch(undefined),
  picture: z.string().optional().catch(undefined),
});

const emailSchema = z.email().max(254);

/** The identity the provider's claims describe; undefined without a usable subject. */
export const readGoogleProfile = (claims: Record<string, unknown>): GoogleProfile | undefined => {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return undefined;
  const { sub, email_verified: emailVerified, name, picture } = parsed.data;
  const email = parsed.data.email?.trim().toLowerCase();
  const validEmail =
    email !== undefined && emailSchema.safeParse(email).success ? email : undefined;
  const trimmedName = (name ?? '').trim().slice(0, NAME_MAXIMUM_LENGTH).trim();
  return {
    subject: sub,
    email: validEmail,
    emailVerified: emailVerified === true,
    name: trimmedName === '' ? (validEmail?.split('@')[0] ?? '') : trimmedName,
    picture: picture !== undefined && isValidAvatarPicture(picture) ? picture : '',
  };
};

/** The account of this Google identity: found, linked by verified e-mail, or created. */
const resolveAccount = async ({
  db,
  profile,
  now,
}: {
  db: DatabaseTransaction;
  profile: GoogleProfile;
  now: Date;
}): Promise<
  | { account: GoogleAccount; created: boolean }
  | { refused: 'email-missing' | 'email-unverified' | 'other-google-account' }
> => {
  const bySubject = await findAccountByGoogleSubject({ db, subject: profile.subject });
  if (bySubject) return { account: bySubject, created: false };
  const { email } = profile;
  if (email === undefined) return { refused: 'email-missing' };
  if (!profile.emailVerified) return { refused: 'email-unverified' };
  const byEmail = await findAccountByEmail({ db, email });
  if (byEmail) {
    if (byEmail.googleSubject !== null) return { refused: 'other-google-account' };
    // A password set on an address its author never confirmed may be an attacker's (account
    // pre-hijacking): the provider just proved the address, so that password and its sessions go.
    const removePassword = !byEmail.emailVerified;
    await linkGoogleSubject({ db, userId: byEmail.id, subject: profile.subject, removePassword });
    if (removePassword) await deleteSessionsOfUser({ db, userId: byEmail.id });
    return { account: byEmail, created: false };
  }
  const username = await pickAvailableUsername({ db, name: profile.name });
  const account = await insertGoogleUser({
    db,
    subject: profile.subject,
    email,
    name: profile.name,
    username,
    picture: profile.picture,
    now,
  });
  return { account, created: true };
};

export const signInWithGoogle = async ({
  db,
  profile,
  unlock,
  now,
}: {
  db: Database;
  profile: GoogleProfile;
  /** The unlock flow of /unlock-account: a blocked account is unlocked and signed in. */
  unlock: boolean;
  now: Date;
}): Promise<GoogleSignInOutcome> => {
  const outcome = await db.transaction(async (transaction): Promise<GoogleSignInOutcome> => {
    const resolved = await resolveAccount({ db: transaction, profile, now });
    if ('refused' in resolved) return { outcome: resolved.refused };
    const { account, created } = resolved;
    const blocked = isBlockedByInactivity(account);
    if (blocked && !unlock) return { outcome: 'blocked' };
    if (blocked) await unlockAccount({ db: transaction, userId: account.id, now });
    return {
      outcome: 'signed-in',
      userId: account.id,
      acceptedPrivacyTerms: account.acceptedPrivacyTerms,
      created,
      unlocked: blocked,
    };
  });
  if (outcome.outcome === 'signed-in' && !outcome.unlocked) {
    await recordActivity({ db, userId: outcome.userId, now });
  }
  return outcome;
};
