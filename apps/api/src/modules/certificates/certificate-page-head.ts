// Link previews of a certificate's page (issue 16): when the server answers the navigation to
// /certification/{username}/{certSlug} or /certification/{code} and the certificate is public (the
// rule of GET /certificate/showCert for an anonymous visitor; by code: always), the page's head
// names the holder and the trilha. Anything else: null, and the page is served as it is.
import type { Database } from '@escola/db/client';
import type { Certificate } from '@escola/db/schema/certificates';
import { certificatePagePath } from '@escola/contracts/certificate';
import { isCertificateRecordSlug } from '@escola/domain/certificate-records';
import { normalizeVerificationCode } from '@escola/domain/verification-code';
import { getZonedDateParts } from '@escola/domain/zoned-date';
import type { PageHead } from '../../plugins/page-head';
import { getCertificateVisibilityRefusal } from './certificate-rules';
import { findCertificateWithUsernameByCode } from './issue-certificate';
import { presentCertificate } from './present-certificate';
import { findCertificateHolderByUsername, findHeldCertificate } from './repository';

const SITE_NAME = 'Escola de Código';
const BY_USER_AND_SLUG = /^\/certification\/([^/]+)\/([^/]+)$/;
const BY_CODE = /^\/certification\/([^/]+)$/;

const formatDate = (date: Date): string => {
  const { day, month, year } = getZonedDateParts({ date });
  return `${day}/${month}/${year}`;
};

const describeForPreview = ({
  certificate,
  username,
  publicUrl,
  url,
}: {
  certificate: Certificate;
  username: string;
  publicUrl: string;
  /** The page's canonical address; the verification page of its code when absent. */
  url?: string;
}): PageHead => {
  const view = presentCertificate({ certificate, username, publicUrl });
  const subject =
    view.kind === 'certification' ? `Trilha ${view.title}` : `Participação — ${view.title}`;
  return {
    title: `${view.holderName} — Certificado ${view.title} | ${SITE_NAME}`,
    openGraphTitle: `${view.holderName} — Certificado ${view.title}`,
    description: `${subject} · carga horária de ${view.workloadHours} horas · emitido em ${formatDate(certificate.issuedAt)} pela ${SITE_NAME}.`,
    url: url ?? view.verificationUrl,
  };
};

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const findByUserAndSlug = async ({
  db,
  publicUrl,
  username,
  certSlug,
}: {
  db: Database;
  publicUrl: string;
  username: string;
  certSlug: string;
}): Promise<PageHead | null> => {
  if (!isCertificateRecordSlug(certSlug)) return null;
  const holder = await findCertificateHolderByUsername({ db, username: username.toLowerCase() });
  if (!holder || getCertificateVisibilityRefusal({ holder, certSlug })) return null;
  const certificate = await findHeldCertificate({ db, userId: holder.id, certSlug });
  if (!certificate) return null;
  return describeForPreview({
    certificate,
    username: holder.username,
    publicUrl,
    url: `${publicUrl}${certificatePagePath({ username: holder.username, certSlug })}`,
  });
};

const findByCode = async ({
  db,
  publicUrl,
  code,
}: {
  db: Database;
  publicUrl: string;
  code: string;
}): Promise<PageHead | null> => {
  const verificationCode = normalizeVerificationCode(code);
  if (!verificationCode) return null;
  const found = await findCertificateWithUsernameByCode({ db, verificationCode });
  return found ? describeForPreview({ ...found, publicUrl }) : null;
};

/** The head of a public certificate's page at `pagePath`, or null. */
export const findCertificatePageHead = async ({
  db,
  publicUrl,
  pagePath,
}: {
  db: Database;
  publicUrl: string;
  pagePath: string;
}): Promise<PageHead | null> => {
  const byUser = BY_USER_AND_SLUG.exec(pagePath);
  if (byUser) {
    const username = decodeSegment(byUser[1] ?? '');
    const certSlug = decodeSegment(byUser[2] ?? '');
    if (!username || !certSlug) return null;
    return findByUserAndSlug({ db, publicUrl, username, certSlug });
  }
  const byCode = BY_CODE.exec(pagePath);
  const code = byCode ? decodeSegment(byCode[1] ?? '') : null;
  return code ? findByCode({ db, publicUrl, code }) : null;
};
