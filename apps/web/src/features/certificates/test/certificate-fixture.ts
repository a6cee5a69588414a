// A CertificateView as the API answers it, for the certificate pages' tests.
import type { CertificateView } from '@escola/contracts/certificate';

export const CODE = '7K3M-9QPX-2D4F';

export const createCertificateView = (
  overrides: Partial<CertificateView> = {},
): CertificateView => ({
  certSlug: 'logica-de-programacao',
  kind: 'certification',
  title: 'Lógica de Programação',
  holderName: 'Ana Souza',
  username: 'ana-souza',
  workloadHours: 60,
  issuedAt: '2026-11-26T02:30:00.000Z',
  verificationCode: CODE,
  verificationUrl: `https://escola.dev/certification/${CODE}`,
  pdfUrl: `/certificate/pdf/${CODE}`,
  ...overrides,
});
