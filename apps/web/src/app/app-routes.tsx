// Every page route of spec/page-routes.tsv. Layouts come from the path (LayoutSwitch); the admin
// layout guards the admin pages.
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_HOME_PATH } from '@escola/domain/admin-navigation';
import { showsCertificateOfParticipation } from '@escola/domain/learner-menu';
import type { AdminPageKey } from '../features/admin/components/admin-page';
import { HomeRoute } from './home-route';
import { LayoutSwitch } from './layouts/layout-switch';
import {
  AdminPage,
  BlockIntroductionPage,
  BlockedPage,
  CertificateCodePage,
  CertificatePage,
  CertificationPage,
  ChallengePage,
  ConfirmEnrollmentPage,
  DataComplementPage,
  DesignPage,
  EmailSignUpPage,
  EnrollmentNationalPage,
  ForgotPasswordPage,
  HomePage,
  LearnPage,
  NationalFormPage,
  NotFoundPage,
  ParticipationPage,
  PlaceholderPage,
  PlacementTestPage,
  PublicProfilePage,
  QuizPage,
  QuizPasswordPage,
  QuizResultPage,
  RecoveryPasswordPage,
  SentEmailToRecoveryPage,
  SettingsPage,
  SignInPage,
  SignUpPage,
  SuperBlockPage,
  UnlockAccountPage,
  UnsubscribedPage,
  UpdateEmailPage,
  VerificationEmailPage,
} from './pages/lazy-pages';
import type { PlaceholderKey } from './pages/placeholder-page';
import { RequireSignIn } from './require-sign-in';

type PlaceholderRoute = { path: string; pageKey: PlaceholderKey; signedIn?: boolean };

const PLACEHOLDER_ROUTES: PlaceholderRoute[] = [
  { path: 'user/*', pageKey: 'user' },
  { path: 'challenges/*', pageKey: 'challenges' },
];

const ADMIN_ROUTES: { path: string; pageKey: AdminPageKey }[] = [
  { path: 'enrollment-users', pageKey: 'enrollment-users' },
  { path: 'answered-quiz', pageKey: 'answered-quiz' },
  { path: 'waiting-list', pageKey: 'waiting-list' },
  { path: 'class-groups', pageKey: 'class-groups' },
  { path: 'class-groups/form', pageKey: 'class-groups-form' },
  { path: 'class-groups/move-users', pageKey: 'class-groups-move-users' },
  { path: 'messages-managment', pageKey: 'messages-managment' },
  { path: 'messages-managment/form', pageKey: 'message-form' },
  { path: 'emails', pageKey: 'emails' },
  { path: 'request-delete', pageKey: 'request-delete' },
  { path: 'delete-register', pageKey: 'delete-register' },
  { path: 'audit-log', pageKey: 'audit-log' },
  { path: 'products', pageKey: 'products' },
  { path: 'features', pageKey: 'features' },
  { path: 'reports', pageKey: 'reports' },
];

export const AppRoutes = () => (
  <Routes>
    <Route element={<LayoutSwitch />}>
      <Route index element={<HomeRoute home={<HomePage />} />} />
      <Route path="home" element={<HomePage />} />
      <Route path="learn" element={<LearnPage />} />
      <Route path="learn/:superBlock" element={<SuperBlockPage />} />
      <Route
        path="learn/:superBlock/:block"
        element={<BlockIntroductionPage notFound={<NotFoundPage />} />}
      />
      <Route
        path="learn/:superBlock/:block/:challenge"
        element={<ChallengePage notFound={<NotFoundPage />} />}
      />
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="sign-up" element={<SignUpPage />} />
      <Route path="verification-email" element={<VerificationEmailPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="sent-email-to-recovery" element={<SentEmailToRecoveryPage />} />
      <Route path="recovery-password" element={<RecoveryPasswordPage />} />
      <Route path="unsubscribed/*" element={<UnsubscribedPage />} />
      <Route path="unlock-account" element={<UnlockAccountPage />} />
      <Route path="blocked" element={<BlockedPage />} />
      <Route
        path="update-email"
        element={
          <RequireSignIn>
            <UpdateEmailPage />
          </RequireSignIn>
        }
      />
      <Route
        path="email-sign-up"
        element={
          <RequireSignIn>
            <EmailSignUpPage />
          </RequireSignIn>
        }
      />
      <Route path="user/:username" element={<PublicProfilePage />} />
      {/* The public quiz and the national registration: anonymous pages (issue 17). */}
      <Route path="quiz" element={<QuizPage />} />
      <Route path="quiz/result" element={<QuizResultPage />} />
      <Route path="quiz/password" element={<QuizPasswordPage />} />
      <Route path="register/national-form" element={<NationalFormPage />} />
      <Route
        path="placement-test"
        element={
          <RequireSignIn>
            <PlacementTestPage />
          </RequireSignIn>
        }
      />
      <Route
        path="enrollment-national"
        element={
          <RequireSignIn>
            <EnrollmentNationalPage />
          </RequireSignIn>
        }
      />
      <Route
        path="confirm-enrollment-national"
        element={
          <RequireSignIn>
            <ConfirmEnrollmentPage />
          </RequireSignIn>
        }
      />
      <Route
        path="data-complement"
        element={
          <RequireSignIn>
            <DataComplementPage />
          </RequireSignIn>
        }
      />
      <Route
        path="settings/*"
        element={
          <RequireSignIn>
            <SettingsPage />
          </RequireSignIn>
        }
      />
      <Route
        path="certificate-of-participation"
        element={
          <RequireSignIn visibleTo={showsCertificateOfParticipation}>
            <ParticipationPage />
          </RequireSignIn>
        }
      />
      <Route path="certification" element={<CertificationPage />} />
      <Route path="certification/:code" element={<CertificateCodePage />} />
      <Route path="certification/:username/:certSlug" element={<CertificatePage />} />
      <Route path="certification/*" element={<NotFoundPage />} />
      {PLACEHOLDER_ROUTES.map(({ path, pageKey, signedIn }) => (
        <Route
          key={path}
          path={path}
          element={
            signedIn ? (
              <RequireSignIn>
                <PlaceholderPage pageKey={pageKey} />
              </RequireSignIn>
            ) : (
              <PlaceholderPage pageKey={pageKey} />
            )
          }
        />
      ))}
      <Route path="admin">
        <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
        {ADMIN_ROUTES.map(({ path, pageKey }) => (
          <Route key={path} path={path} element={<AdminPage pageKey={pageKey} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="design" element={<DesignPage />} />
      <Route path="404" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
