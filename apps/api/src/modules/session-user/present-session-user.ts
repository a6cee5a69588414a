// The presenter of the session user: database rows → the SessionUser of the contracts. Dates become
// numbers (ms), files keep their `fileKey`, points and the `is…Cert` flags are computed here.
import type { SessionUser } from '@escola/contracts/get-session-user';
import {
  CERT_FLAGS,
  CERT_SLUGS,
  type CertFlag,
  type CertSlug,
} from '@escola/domain/certifications';
import { computePoints } from '@escola/domain/points';
import type { StoredChallengeFile } from '@escola/db/schema/json-types';
import type { UserWithProgress } from './repository';

export const presentFiles = (files: StoredChallengeFile[]) =>
  files.map((file) => ({
    fileKey: file.fileKey,
    ext: file.ext,
    name: file.name,
    contents: file.contents,
    history: file.history,
  }));

const presentCertificateFlags = (certSlugs: readonly string[]): Record<CertFlag, boolean> => {
  const held = new Set(certSlugs);
  const flags = {} as Record<CertFlag, boolean>;
  for (const slug of CERT_SLUGS) flags[CERT_FLAGS[slug as CertSlug]] = held.has(slug);
  return flags;
};

export const presentRegistrationQuiz = (value: number | null): 1 | 2 | null => {
  if (value === 1 || value === 2) return value;
  return null;
};

const presentClassGroup = (user: UserWithProgress) => {
  const group = user.classGroupMembership?.classGroup;
  if (!group) return { classGroupInfo: null, classGroupControl: null };
  const hasRange = group.validityStart !== null && group.validityEnd !== null;
  return {
    classGroupInfo: {
      curriculumAvailable: group.curriculumAvailable,
      validityType: group.validityType,
      validityDateRange: hasRange
        ? ([group.validityStart, group.validityEnd] as [string, string])
        : null,
      durationInMonths: group.durationInMonths,
    },
    classGroupControl: {
      acceptedInvite: user.classGroupAcceptedInvite,
      linkedToTheClassDate: user.linkedToClassDate?.toISOString() ?? null,
    },
  };
};

export const presentSessionUser = (user: UserWithProgress): SessionUser => ({
  id: user.id,
  type: user.type,
  username: user.username,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  hasPassword: user.passwordHash !== null,
  picture: user.picture,
  about: user.about,
  location: user.location,
  acceptedPrivacyTerms: user.acceptedPrivacyTerms,
  sendQuincyEmail: user.sendQuincyEmail,
  access: user.access,
  source: user.source,
  group: user.group,
  registrationQuiz: presentRegistrationQuiz(user.registrationQuiz),
  isBlockedByExpiration: user.isBlockedByExpiration,
  needsPlacementTest: user.needsPlacementTest,
  attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
  studentEvaluation: { studentGrade: user.studentGrade },
  nationalDataComplement: user.nationalDataComplement,
  nationalTrail: user.nationalTrail,
  subscription: user.subscription,
  theme: user.theme,
  joinDate: user.joinDate.toISOString(),
  currentChallengeId: user.currentChallengeId,
  userToken: user.userToken?.id ?? null,
  aiAssistantSessions: user.aiAssistantSessions.map((session) => ({
    exerciseId: session.exerciseId,
    sessionId: session.sessionId,
  })),
  completedChallenges: user.completedChallenges.map((completed) => ({
    id: completed.challengeId,
    completedDate: completed.completedDate.getTime(),
    ...(completed.challengeType === null ? {} : { challengeType: completed.challengeType }),
    ...(completed.solution === null ? {} : { solution: completed.solution }),
    ...(completed.files === null ? {} : { files: presentFiles(completed.files) }),
  })),
  savedChallenges: user.savedChallenges.map((saved) => ({
    id: saved.challengeId,
    lastSavedDate: saved.lastSavedDate.getTime(),
    challengeFiles: presentFiles(saved.files),
  })),
  points: computePoints({ completedCount: user.completedChallenges.length }),
  profileUI: user.profileUi,
  sound: user.sound,
  keyboardShortcuts: user.keyboardShortcuts,
  isHonest: user.isHonest,
  portfolio: user.portfolio,
  socials: user.socials,
  ...presentCertificateFlags(user.certificates.map((certificate) => certificate.certSlug)),
  ...presentClassGroup(user),
  modules: user.modules.map((module) => ({
    id: module.id,
    superBlock: module.superBlock,
    status: module.status,
  })),
});
