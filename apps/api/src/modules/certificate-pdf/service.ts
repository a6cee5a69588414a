// The certificate behind a verification code, as the PDF and QR routes show it: anyone who holds
// the code may have both, as anyone may open the code's page (decision 036).
import QRCode from 'qrcode';
import type { CertificateView } from '@escola/contracts/certificate';
import type { Database } from '@escola/db/client';
import { normalizeVerificationCode } from '@escola/domain/verification-code';
import { findCertificateWithUsernameByCode } from '../certificates/issue-certificate';
import { presentCertificate } from '../certificates/present-certificate';
import { QR_ERROR_CORRECTION } from './qr-code-modules';

/** The certificate of a typed code ("7k3m-9qpx-2d4f" and "7K3M9QPX2D4F" alike), or undefined. */
export const findCertificateViewByCode = async ({
  db,
  code,
  publicUrl,
}: {
  db: Database;
  code: string;
  publicUrl: string;
}): Promise<CertificateView | undefined> => {
  const verificationCode = normalizeVerificationCode(code);
  if (!verificationCode) return undefined;
  const found = await findCertificateWithUsernameByCode({ db, verificationCode });
  return found && presentCertificate({ ...found, publicUrl });
};

/** "certificado-logica-de-programacao-ana-souza.pdf" (only a–z, 0–9 and hyphens). */
export const certificatePdfFileName = ({ certSlug, username }: CertificateView): string =>
  `certificado-${certSlug}-${username}.pdf`.replace(/[^a-z0-9.-]/gi, '-');

/** The QR code of the certificate's verification URL as an SVG document. */
export const renderCertificateQrSvg = ({ verificationUrl }: CertificateView): Promise<string> =>
  QRCode.toString(verificationUrl, {
    type: 'svg',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    color: { dark: '#1c1a33', light: '#ffffff' },
  });
