// The certificates a learner can hold, as records (decision 036): the four certifications of
// docs/product/certificates.md (claimed on /certification) and the four participation certificates,
// one per checkpoint of the national trail (recorded when the checkpoint challenge is completed,
// shown on /certificate-of-participation). Both kinds are rows of one table, told apart by their
// slug.
import { CERT_SLUGS, CERTIFICATION_BY_SLUG, type CertSlug } from './certifications';
import { CHECKPOINTS, getCheckpointIndex, type Checkpoint } from './checkpoints';

export const PARTICIPATION_CERT_SLUGS = [
  'participacao-1',
  'participacao-2',
  'participacao-3',
  'participacao-4',
] as const;
export type ParticipationCertSlug = (typeof PARTICIPATION_CERT_SLUGS)[number];

/** Every slug a certificate row may carry. */
export const CERTIFICATE_RECORD_SLUGS = [...CERT_SLUGS, ...PARTICIPATION_CERT_SLUGS] as const;
export type CertificateRecordSlug = CertSlug | ParticipationCertSlug;

export const isCertSlug = (slug: string): slug is CertSlug =>
  (CERT_SLUGS as readonly string[]).includes(slug);

export const isParticipationCertSlug = (slug: string): slug is ParticipationCertSlug =>
  (PARTICIPATION_CERT_SLUGS as readonly string[]).includes(slug);

export const isCertificateRecordSlug = (slug: string): slug is CertificateRecordSlug =>
  isCertSlug(slug) || isParticipationCertSlug(slug);

/**
 * Workload in hours printed on each certificate. The spec gives none: these are the school's
 * figures for the content of each trilha (and each enrolment stage of the national trail).
 */
export const CERTIFICATE_WORKLOAD_HOURS: Readonly<Record<CertificateRecordSlug, number>> = {
  'fundamentos-da-programacao-front-end': 40,
  'logica-de-programacao': 60,
  'html-css-javascript': 120,
  react: 120,
  'participacao-1': 40,
  'participacao-2': 160,
  'participacao-3': 80,
  'participacao-4': 80,
};

/** The participation certificate a checkpoint challenge records, or null for other challenges. */
export const getParticipationCertSlugForChallenge = (
  challengeId: string,
): ParticipationCertSlug | null => {
  const index = getCheckpointIndex(challengeId);
  return index === -1 ? null : (PARTICIPATION_CERT_SLUGS[index] as ParticipationCertSlug);
};

/** The checkpoint behind a participation certificate. */
export const getCheckpointOfParticipationCert = (slug: ParticipationCertSlug): Checkpoint =>
  CHECKPOINTS[PARTICIPATION_CERT_SLUGS.indexOf(slug)] as Checkpoint;

export type CertificateDescription = {
  slug: CertificateRecordSlug;
  kind: 'certification' | 'participation';
  /** What the certificate is for, as printed ("Lógica de Programação", "1ª matrícula — …"). */
  title: string;
  workloadHours: number;
};

/** The printed description of any certificate slug. */
export const describeCertificate = (slug: CertificateRecordSlug): CertificateDescription => {
  if (isCertSlug(slug)) {
    return {
      slug,
      kind: 'certification',
      title: CERTIFICATION_BY_SLUG[slug].title,
      workloadHours: CERTIFICATE_WORKLOAD_HOURS[slug],
    };
  }
  const checkpoint = getCheckpointOfParticipationCert(slug);
  return {
    slug,
    kind: 'participation',
    title: `${checkpoint.certificateName}: ${checkpoint.topic}`,
    workloadHours: CERTIFICATE_WORKLOAD_HOURS[slug],
  };
};
