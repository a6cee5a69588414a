// The certificate pages, one lazy chunk for the four routes (app/pages/lazy-pages.ts): modules they
// share with /learn (the certification catalogue, checkpoints, query hooks) are then split out of
// the /learn chunks once, not once per page, which keeps the first load of /learn as it was.
export { default as CertificateCodePage } from './certificate-code-page';
export { default as CertificatePage } from './certificate-page';
export { default as CertificationPage } from './certification-page';
export { default as ParticipationPage } from './participation-page';
