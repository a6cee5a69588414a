// The public profile: only what the owner's profileUI allows (locked → the username alone).
import type { PublicProfile } from '@escola/contracts/get-public-profile';
import { USERNAME_NOT_FOUND_MESSAGE } from '@escola/contracts/get-public-profile';
import type { Database } from '@escola/db/client';
import { computePoints } from '@escola/domain/points';
import { HttpError } from '../../http-error';
import { countCompletedChallenges, findProfileUser } from './public-profile-repository';

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
  };
};
