// The public profile: only what the owner's profileUI allows (locked → the username alone).
// Certificates follow the rule of the certificate page (certificates/certificate-rules.ts).
import { certificatePagePath } from '@escola/contracts/certificate';
import type { PublicProfile } from '@escola/contracts/get-public-profile';
import { USERNAME_NOT_FOUND_MESSAGE } from '@escola/contracts/get-public-profile';
import type { Database } from '@escola/db/client';
import { describeCertificate, isCertificateRecordSlug } from '@escola/domain/certificate-records';
import { computePoints } from '@escola/domain/points';
import { HttpError } from '../../http-error';
import {
  getCertificateVisibilityRefusal,
  sortInCurriculumOrder,
} from '../certificates/certificate-rules';
import {
  countCompletedChallenges,
  findProfileUser,
  listProfileCertificates,
} from './public-profile-repository';

type ProfileUser = NonNullable<Awaited<ReturnType<typeof findProfileUser>>>;

/** The certificates anyone may see, in curriculum order, each with its page. */
const presentProfileCertificates = async ({
  db,
  user,
}: {
  db: Database;
  user: ProfileUser;
}): Promise<NonNullable<PublicProfile['certificates']>> => {
  const held = await listProfileCertificates({ db, userId: user.id });
  return sortInCurriculumOrder(held).flatMap(({ certSlug, issuedAt }) => {
    if (!isCertificateRecordSlug(certSlug)) return [];
    if (getCertificateVisibilityRefusal({ holder: user, certSlug })) return [];
    const { title, kind } = describeCertificate(certSlug);
    return [
      {
        certSlug,
        title,
        kind,
        issuedAt: issuedAt.toISOString(),
        url: certificatePagePath({ username: user.username, certSlug }),
      },
    ];
  });
};

export const getPublicProfile = async ({
  db,
  username,
}: {
  db: Database;
  username: string;
}): Promise<PublicProfile> => {
  const user = await findProfileUser({ db, username });
  if (!user) throw new HttpError({ statusCode: 404, message: USERNAME_NOT_FOUND_MESSAGE });
  const flags = user.profileUi;
  if (flags.isLocked) return { username: user.username, isLocked: true };
  return {
    username: user.username,
    isLocked: false,
    ...(flags.showName ? { name: user.name } : {}),
    ...(flags.showLocation ? { location: user.location } : {}),
    ...(flags.showAbout ? { about: user.about, picture: user.picture, socials: user.socials } : {}),
    ...(flags.showPoints
      ? {
          points: computePoints({
            completedCount: await countCompletedChallenges({ db, userId: user.id }),
          }),
        }
      : {}),
    ...(flags.showPortfolio ? { portfolio: user.portfolio } : {}),
    ...(flags.showCerts ? { certificates: await presentProfileCertificates({ db, user }) } : {}),
  };
};
