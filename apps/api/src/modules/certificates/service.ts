// Certificates (docs/product/certificates.md; issue 16; decision 036): claiming a certification,
// showing a learner's certificate, finding one by its verification code, listing the learner's own,
// recording the participation certificate of a checkpoint, and the national trail.
import type { CertificateView } from '@escola/contracts/certificate';
import { CERTIFICATE_NOT_FOUND_MESSAGE } from '@escola/contracts/get-certificate';
import { USERNAME_NOT_FOUND_MESSAGE } from '@escola/contracts/get-public-profile';
import type { PutCertificateVerifyResponse } from '@escola/contracts/put-certificate-verify';
import type { PutNacionalUserCertificateResponse } from '@escola/contracts/put-nacional-user-certificate';
import type { Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import {
  describeCertificate,
  getParticipationCertSlugForChallenge,
  isCertificateRecordSlug,
  isCertSlug,
} from '@escola/domain/certificate-records';
import {
  CERTIFICATION_BY_SLUG,
  getCertificateClaimEligibility,
} from '@escola/domain/certifications';
import { getNationalTrailStages } from '@escola/domain/national-trail';
import { normalizeVerificationCode } from '@escola/domain/verification-code';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { presentRegistrationQuiz } from '../session-user/present-session-user';
import {
  getCertificateVisibilityRefusal,
  sortInCurriculumOrder,
  type CertificateVisibilityRefusal,
} from './certificate-rules';
import {
  findCertificateWithUsernameByCode,
  issueCertificate,
  type IssuedCertificate,
} from './issue-certificate';
import { presentCertificate } from './present-certificate';
import {
  appendToNationalTrail,
  findCertificateHolderByUsername,
  findHeldCertificate,
  listCompletedAmong,
  listHeldCertificates,
} from './repository';

const certificateMissing = () =>
  new HttpError({ statusCode: 404, message: MESSAGES.certificateMissing });

/** PUT /certificate/verify: the checks in the order of decision 036, then the certificate. */
export const claimCertificate = async ({
  db,
  user,
  certSlug,
  publicUrl,
}: {
  db: Database;
  user: User;
  certSlug: string;
  publicUrl: string;
}): Promise<PutCertificateVerifyResponse> => {
  if (!isCertSlug(certSlug) || !CERTIFICATION_BY_SLUG[certSlug].available) {
    throw certificateMissing();
  }
  const certification = CERTIFICATION_BY_SLUG[certSlug];
  if (!user.isHonest) {
    throw new HttpError({ statusCode: 403, type: 'info', message: MESSAGES.honestFirst });
  }
  const holderName = user.name.trim();
  if (holderName === '') {
    throw new HttpError({ statusCode: 403, type: 'info', message: MESSAGES.nameNeeded });
  }
  const eligibility = getCertificateClaimEligibility({
    certSlug,
    completedChallengeIds: await listCompletedAmong({
      db,
      userId: user.id,
      challengeIds: certification.projects.map((project) => project.id),
    }),
  });
  if (!eligibility.eligible) {
    const missing = certification.projects
      .filter((project) => eligibility.missingProjectIds.includes(project.id))
      .map((project) => project.title);
    throw new HttpError({
      statusCode: 403,
      type: 'info',
      message: MESSAGES.incompleteSteps(certification.title, missing),
    });
  }
  const { certificate, isNew } = await issueCertificate({
    db,
    userId: user.id,
    certSlug,
    holderName,
  });
  return {
    type: isNew ? 'success' : 'info',
    message: isNew
      ? MESSAGES.certClaimSuccess(certification.title)
      : MESSAGES.alreadyClaimed(certification.title),
    certificate: presentCertificate({ certificate, username: user.username, publicUrl }),
  };
};

const REFUSAL_MESSAGES: Record<CertificateVisibilityRefusal, (username: string) => string> = {
  'profile-private': MESSAGES.profilePrivate,
  'certs-private': MESSAGES.certsPrivate,
  'not-honest': MESSAGES.notHonest,
};

/**
 * GET /certificate/showCert/{user}/{cert}: the holder always sees their certificate; anyone else
 * only when the holder's profile lets them (certificate-rules.ts).
 */
export const showCertificate = async ({
  db,
  viewer,
  username,
  certSlug,
  publicUrl,
}: {
  db: Database;
  viewer: User | null;
  username: string;
  certSlug: string;
  publicUrl: string;
}): Promise<CertificateView> => {
  if (!isCertificateRecordSlug(certSlug)) throw certificateMissing();
  const holder = await findCertificateHolderByUsername({
    db,
    username: username.trim().toLowerCase(),
  });
  if (!holder) throw new HttpError({ statusCode: 404, message: USERNAME_NOT_FOUND_MESSAGE });
  if (viewer?.id !== holder.id) {
    const refusal = getCertificateVisibilityRefusal({ holder, certSlug });
    if (refusal) {
      throw new HttpError({
        statusCode: 403,
        type: 'info',
        message: REFUSAL_MESSAGES[refusal](holder.username),
      });
    }
  }
  const certificate = await findHeldCertificate({ db, userId: holder.id, certSlug });
  if (!certificate) {
    throw new HttpError({ statusCode: 404, message: MESSAGES.userNotCertified(holder.username) });
  }
  return presentCertificate({ certificate, username: holder.username, publicUrl });
};

/**
 * GET /certificate/code/{code}: anyone holding the code sees the certificate, whatever the
 * holder's profile settings (the code is a 60-bit secret the holder chose to share).
 */
export const findCertificateByVerificationCode = async ({
  db,
  code,
  publicUrl,
}: {
  db: Database;
  code: string;
  publicUrl: string;
}): Promise<CertificateView> => {
  const verificationCode = normalizeVerificationCode(code);
  const found = verificationCode
    ? await findCertificateWithUsernameByCode({ db, verificationCode })
    : undefined;
  if (!found) throw new HttpError({ statusCode: 404, message: CERTIFICATE_NOT_FOUND_MESSAGE });
  return presentCertificate({ ...found, publicUrl });
};

/** GET /certificate/mine: both kinds, in curriculum order. */
export const listMyCertificates = async ({
  db,
  user,
  publicUrl,
}: {
  db: Database;
  user: User;
  publicUrl: string;
}): Promise<CertificateView[]> =>
  sortInCurriculumOrder(await listHeldCertificates({ db, userId: user.id })).map((certificate) =>
    presentCertificate({ certificate, username: user.username, publicUrl }),
  );

/**
 * After a completion is recorded: completing a checkpoint challenge records its participation
 * certificate (under the learner's name, or username when the name is empty). Idempotent: a repeat
 * completion issues nothing new. Null for any other challenge.
 */
export const recordParticipationCertificate = async ({
  db,
  user,
  challengeId,
}: {
  db: Database;
  user: Pick<User, 'id' | 'name' | 'username'>;
  challengeId: string;
}): Promise<IssuedCertificate | null> => {
  const certSlug = getParticipationCertSlugForChallenge(challengeId);
  if (!certSlug) return null;
  return issueCertificate({
    db,
    userId: user.id,
    certSlug,
    holderName: user.name.trim() || user.username,
  });
};

/** PUT /nacional/user-certificate: a completed stage of the learner's trail joins it once. */
export const recordNationalTrailStage = async ({
  db,
  user,
  challengeId,
}: {
  db: Database;
  user: User;
  challengeId: string;
}): Promise<PutNacionalUserCertificateResponse> => {
  const stages = getNationalTrailStages({
    registrationQuiz: presentRegistrationQuiz(user.registrationQuiz),
  });
  const certSlug = stages.some((stage) => stage.challengeId === challengeId)
    ? getParticipationCertSlugForChallenge(challengeId)
    : null;
  if (!certSlug) throw new HttpError({ statusCode: 400, message: MESSAGES.notNationalTrailStage });
  const [completed] = await listCompletedAmong({
    db,
    userId: user.id,
    challengeIds: [challengeId],
  });
  if (!completed) {
    throw new HttpError({
      statusCode: 403,
      type: 'info',
      message: MESSAGES.nationalStageNotCompleted,
    });
  }
  const { title } = describeCertificate(certSlug);
  const { nationalTrail, appended } = await appendToNationalTrail({
    db,
    userId: user.id,
    slug: certSlug,
  });
  return {
    type: 'success',
    message: appended
      ? MESSAGES.nationalStageRecorded(title)
      : MESSAGES.nationalStageAlreadyRecorded(title),
    nationalTrail,
  };
};
