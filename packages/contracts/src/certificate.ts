// A certificate as the API shows it (issue 16, decision 036): the certification and participation
// certificates alike. `verificationUrl` is the public page of its code; `pdfUrl` downloads it.
import { z } from 'zod';

/** The public page of a certificate's code: /certification/{code} (web page route). */
export const certificateVerificationPagePath = (formattedCode: string): string =>
  `/certification/${formattedCode}`;

/** The learner's own certificate page: /certification/{username}/{certSlug}. */
export const certificatePagePath = ({
  username,
  certSlug,
}: {
  username: string;
  certSlug: string;
}): string => `/certification/${username}/${certSlug}`;

/** GET — the PDF of a certificate, by its code (A4 landscape). */
export const CERTIFICATE_PDF_PATH = '/certificate/pdf/:code';
export const certificatePdfPath = (formattedCode: string): string =>
  `/certificate/pdf/${formattedCode}`;

/** GET — the QR code of a certificate's verification URL, as SVG (for the web page). */
export const CERTIFICATE_QR_PATH = '/certificate/qr/:code';
export const certificateQrPath = (formattedCode: string): string =>
  `/certificate/qr/${formattedCode}`;

export const certificateViewSchema = z
  .object({
    certSlug: z.string(),
    kind: z.enum(['certification', 'participation']),
    /** "Lógica de Programação", "1ª matrícula: Fundamentos da programação front-end". */
    title: z.string(),
    /** The learner's full name when the certificate was issued. */
    holderName: z.string(),
    username: z.string(),
    workloadHours: z.number().int(),
    /** ISO 8601. */
    issuedAt: z.string(),
    /** "7K3M-9QPX-2D4F". */
    verificationCode: z.string(),
    /** Absolute URL of the public verification page (what the QR code holds). */
    verificationUrl: z.string(),
    /** Path of the PDF download. */
    pdfUrl: z.string(),
  })
  .meta({ id: 'Certificate' });

export type CertificateView = z.infer<typeof certificateViewSchema>;
