// Where a learner stands on one certification: which of its projects are done, whether it can be
// claimed and whether it is already held (the session user's is…Cert flag).
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { Certification, CertificationProject } from '@escola/domain/certifications';
import { getCertificateClaimEligibility } from '@escola/domain/certifications';

export type CertificationProgress = {
  projects: { project: CertificationProject; done: boolean }[];
  doneCount: number;
  isComplete: boolean;
  isClaimed: boolean;
};

export const getCertificationProgress = ({
  certification,
  user,
}: {
  certification: Certification;
  /** Null for a visitor: nothing done, nothing held. */
  user: SessionUser | null;
}): CertificationProgress => {
  const completedChallengeIds = user?.completedChallenges.map(({ id }) => id) ?? [];
  const completed = new Set(completedChallengeIds);
  const projects = certification.projects.map((project) => ({
    project,
    done: completed.has(project.id),
  }));
  return {
    projects,
    doneCount: projects.filter(({ done }) => done).length,
    isComplete: getCertificateClaimEligibility({
      certSlug: certification.certSlug,
      completedChallengeIds,
    }).eligible,
    isClaimed: user ? user[certification.flag] : false,
  };
};
