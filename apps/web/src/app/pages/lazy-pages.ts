// Every page is its own lazily loaded chunk, so /learn loads only what it shows.
import { lazyPage } from '../../lib/lazy-page';

export const HomePage = lazyPage(() => import('../../features/home/components/home-page'));
export const LearnPage = lazyPage(() => import('../../features/learn/components/learn-page'));
export const SuperBlockPage = lazyPage(
  () => import('../../features/learn/components/super-block-page'),
);
export const ChallengePage = lazyPage(
  () => import('../../features/challenges/components/challenge-page'),
);
export const BlockIntroductionPage = lazyPage(
  () => import('../../features/challenges/components/block-introduction-page'),
);
export const SignInPage = lazyPage(() => import('../../features/auth/components/sign-in-page'));
export const SignUpPage = lazyPage(() => import('../../features/auth/components/sign-up-page'));
export const VerificationEmailPage = lazyPage(
  () => import('../../features/auth/components/verification-email-page'),
);
export const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/components/forgot-password-page'),
);
export const UnlockAccountPage = lazyPage(
  () => import('../../features/auth/components/unlock-account-page'),
);
export const BlockedPage = lazyPage(() => import('../../features/auth/components/blocked-page'));
export const EnrollmentNationalPage = lazyPage(
  () => import('../../features/enrolment/components/enrollment-national-page'),
);
export const ConfirmEnrollmentPage = lazyPage(
  () => import('../../features/enrolment/components/confirm-enrollment-page'),
);
export const DataComplementPage = lazyPage(
  () => import('../../features/enrolment/components/data-complement-page'),
);
export const UpdateEmailPage = lazyPage(
  () => import('../../features/settings/components/update-email-page'),
);
export const UnsubscribedPage = lazyPage(
  () => import('../../features/unsubscribe/components/unsubscribed-page'),
);
export const SentEmailToRecoveryPage = lazyPage(
  () => import('../../features/auth/components/sent-email-to-recovery-page'),
);
export const RecoveryPasswordPage = lazyPage(
  () => import('../../features/auth/components/recovery-password-page'),
);
export const NotFoundPage = lazyPage(
  () => import('../../features/shell/components/not-found-page'),
);
export const SettingsPage = lazyPage(
  () => import('../../features/settings/components/settings-page'),
);
export const EmailSignUpPage = lazyPage(
  () => import('../../features/settings/components/email-sign-up-page'),
);
export const PublicProfilePage = lazyPage(
  () => import('../../features/profile/components/public-profile-page'),
);
export const AdminPage = lazyPage(() => import('../../features/admin/components/admin-page'));
export const DesignPage = lazyPage(() => import('../../features/design/components/design-page'));
export const PlacementTestPage = lazyPage(
  () => import('../../features/placement-test/components/placement-test-page'),
);
/** The four certificate pages share one chunk (certificates/components/certificate-pages.ts). */
const loadCertificatePages = () =>
  import('../../features/certificates/components/certificate-pages');
export const CertificationPage = lazyPage(async () => ({
  default: (await loadCertificatePages()).CertificationPage,
}));
export const CertificatePage = lazyPage(async () => ({
  default: (await loadCertificatePages()).CertificatePage,
}));
export const CertificateCodePage = lazyPage(async () => ({
  default: (await loadCertificatePages()).CertificateCodePage,
}));
export const ParticipationPage = lazyPage(async () => ({
  default: (await loadCertificatePages()).ParticipationPage,
}));
export const PlaceholderPage = lazyPage(() => import('./placeholder-page'));
export const QuizPage = lazyPage(() => import('../../features/quiz/components/quiz-page'));
export const QuizResultPage = lazyPage(
  () => import('../../features/quiz/components/quiz-result-page'),
);
export const QuizPasswordPage = lazyPage(
  () => import('../../features/quiz/components/quiz-password-page'),
);
export const NationalFormPage = lazyPage(
  () => import('../../features/quiz/components/national-form-page'),
);
