// Who may see a learner's certificates, and in which order they are listed (decision 036). One rule
// for the certificate page (GET /certificate/showCert), the public profile and the link previews.
import type { ProfileUi } from '@escola/db/schema/json-types';
import {
  CERTIFICATE_RECORD_SLUGS,
  isParticipationCertSlug,
} from '@escola/domain/certificate-records';

/**
 * Why someone other than the holder may not see a certificate (docs/product/certificates.md flash
 * keys).
 */
export type CertificateVisibilityRefusal = 'profile-private' | 'certs-private' | 'not-honest';

/**
 * Null when anyone may see the certificate: the profile is public, it shows certificates and, for a
 * certification, the holder accepted the honesty pledge. A claim needs the pledge, so only rows
 * from before that rule lack it; participation certificates are recorded by completing a checkpoint,
 * pledge or not, and are shown without it.
 */
export const getCertificateVisibilityRefusal = ({
  holder,
  certSlug,
}: {
  holder: { profileUi: ProfileUi; isHonest: boolean };
  certSlug: string;
}): CertificateVisibilityRefusal | null => {
  if (holder.profileUi.isLocked) return 'profile-private';
  if (!holder.profileUi.showCerts) return 'certs-private';
  if (!holder.isHonest && !isParticipationCertSlug(certSlug)) return 'not-honest';
  return null;
};

const positionOf = (certSlug: string): number => {
  const index = (CERTIFICATE_RECORD_SLUGS as readonly string[]).indexOf(certSlug);
  return index === -1 ? CERTIFICATE_RECORD_SLUGS.length : index;
};

/**
 * The domain's order of certificate slugs: the four certifications in superblock order, then the
 * participation certificates, first enrolment to fourth.
 */
export const sortInCurriculumOrder = <Row extends { certSlug: string }>(
  rows: readonly Row[],
): Row[] => rows.toSorted((left, right) => positionOf(left.certSlug) - positionOf(right.certSlug));
