// A certificate row as the API shows it (contracts/certificate.ts): the printed description from
// the domain, the formatted code, the absolute verification URL (what the QR code holds) and the
// PDF path.
import {
  certificatePdfPath,
  certificateVerificationPagePath,
  type CertificateView,
} from '@escola/contracts/certificate';
import type { Certificate } from '@escola/db/schema/certificates';
import { describeCertificate, isCertificateRecordSlug } from '@escola/domain/certificate-records';
import { formatVerificationCode } from '@escola/domain/verification-code';

export const presentCertificate = ({
  certificate,
  username,
  publicUrl,
}: {
  certificate: Certificate;
  username: string;
  publicUrl: string;
}): CertificateView => {
  if (!isCertificateRecordSlug(certificate.certSlug)) {
    throw new Error(`unknown certificate slug in the database: ${certificate.certSlug}`);
  }
  const { kind, title, workloadHours } = describeCertificate(certificate.certSlug);
  const code = formatVerificationCode(certificate.verificationCode);
  return {
    certSlug: certificate.certSlug,
    kind,
    title,
    holderName: certificate.holderName,
    username,
    workloadHours,
    issuedAt: certificate.issuedAt.toISOString(),
    verificationCode: code,
    verificationUrl: `${publicUrl}${certificateVerificationPagePath(code)}`,
    pdfUrl: certificatePdfPath(code),
  };
};
