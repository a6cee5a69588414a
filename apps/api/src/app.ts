// buildApp(config, deps): plugins, then modules. Never listens (server.ts does).
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDatabase, type DatabaseHandle } from '@escola/db/client';
import type { Config } from './config';
import { httpServerOptions } from './config-http';
import { buildLoggerOptions, type LogStream } from './logging';
import { REQUEST_ID_HEADER, requestIdGenerator } from './request-id';
import { accountDeletionJobs } from './modules/account-deletion/jobs';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { accountUnlockRoutes } from './modules/account-unlock/routes';
import { authRoutes } from './modules/auth/routes';
import { challengeAnswerRoutes } from './modules/challenge-answers/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { emailChangeRoutes } from './modules/email-change/routes';
import { googleSignInRoutes } from './modules/google-sign-in/routes';
import { inactivityJobs } from './modules/inactivity/jobs';
import { passwordCheckRoutes } from './modules/password-check/routes';
import { passwordCreationRoutes } from './modules/password-creation/routes';
import { userLookupRoutes } from './modules/user-lookup/routes';
import { nationalListRoutes } from './modules/national-lists/routes';
import { inactiveUsersReportRoutes } from './modules/inactive-users-report/routes';
import { nationalMetricsRoutes } from './modules/national-metrics/routes';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { passwordChangeRoutes } from './modules/password-change/routes';
import { passwordRecoveryRoutes } from './modules/password-recovery/routes';
import { sessionPurgeJobs } from './modules/session-purge/jobs';
import { sessionUserRoutes } from './modules/session-user/routes';
import { signUpRoutes } from './modules/sign-up/routes';
import { settingsRoutes } from './modules/settings/routes';
import { statusRoutes } from './modules/status/routes';
import { userReportRoutes } from './modules/user-report/routes';
import { mundoTechWelcomeRoutes } from './modules/mundo-tech-welcome/routes';
import { placementTestRoutes } from './modules/placement-test/routes';
import { quizUserRoutes } from './modules/quiz-user/routes';
import { challengeCompletionRoutes } from './modules/challenge-completion/routes';
import { classGroupRoutes } from './modules/class-groups/routes';
import { certificatePdfRoutes } from './modules/certificate-pdf/routes';
import { findCertificatePageHead } from './modules/certificates/certificate-page-head';
import { certificateRoutes } from './modules/certificates/routes';
import { cepRoutes } from './modules/cep/routes';
import { userTokenRoutes } from './modules/user-token/routes';
import { userSessionsRoutes } from './modules/user-sessions/routes';
import { nationalEnrolmentRoutes } from './modules/national-enrolment/routes';
import { paymentRoutes } from './modules/payment/routes';
import { productRoutes } from './modules/products/routes';
import { featureRoutes } from './modules/features/routes';
import { adminRecordsRoutes } from './modules/admin-records/routes';
import { messageRoutes } from './modules/messages/routes';
import { imageRoutes } from './modules/images/routes';
import { unusedImagesJobs } from './modules/images/jobs';
import { automaticEmailPreviewRoutes } from './modules/automatic-emails/preview-routes';
import { automaticEmailRoutes } from './modules/automatic-emails/routes';
import { manualEmailJobs } from './modules/manual-emails/jobs';
import { recurringEmailJobs } from './modules/recurring-emails/runs';
import { recurringEmailRoutes } from './modules/recurring-emails/routes';
import { manualEmailPreviewRoutes } from './modules/manual-emails/preview-routes';
import { manualEmailRoutes } from './modules/manual-emails/routes';
import { unsubscribeRoutes } from './modules/manual-emails/unsubscribe-routes';
import { chatAssistantRoutes } from './modules/ai-assistant/routes';
import { aiAssistantSessionRoutes } from './modules/ai-assistant/session-routes';
import { compressionPlugin } from './plugins/compression';
import { curriculumPlugin } from './plugins/curriculum';
import { csrfPlugin } from './plugins/csrf';
import { databasePlugin } from './plugins/database';
import { documentationPlugin } from './plugins/documentation';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { jobsPlugin } from './plugins/jobs';
import { jsonBodyPlugin } from './plugins/json-body';
import { mailerPlugin } from './plugins/mailer';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readPageDataBuildId } from './plugins/page-data-cache-control';
import { readInlineStyleSources } from './plugins/read-web-pages';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staffGuardPlugin } from './plugins/staff-guard';
import { unsafeCharactersPlugin } from './plugins/unsafe-characters';
import { webPlugin } from './plugins/web';
import './fastify-augmentation';

export type AppDependencies = {
  /** The open (and migrated) database; when absent, buildApp opens one and closes it on close. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
};

// Validation messages in Brazilian Portuguese.
z.config(z.locales.ptBR());

export const buildApp = async (config: Config, dependencies: AppDependencies = {}) => {
  const app = Fastify({
    logger: buildLoggerOptions(config, dependencies.logStream),
    trustProxy: config.trustProxy,
    // Ids are made by genReqId, which takes an incoming one only from a trusted proxy.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    ...httpServerOptions(config.httpTimeouts),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The id in every log line of the request, echoed so a learner's report can be traced.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const ownsDatabase = dependencies.database === undefined;
  const database =
    dependencies.database ??
    (await createDatabase({ url: config.databaseUrl, dataDir: config.embeddedDatabaseDirectory }));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(unsafeCharactersPlugin);
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    mailDirectory: config.mailDirectory,
  });
  // Background jobs (pg-boss); modules schedule theirs while they register (decision 011).
  await app.register(jobsPlugin, { enabled: config.jobsEnabled, database });
  await app.register(securityHeadersPlugin, {
    isSecureOrigin: config.isSecureOrigin,
    inlineStyleSources: readInlineStyleSources({
      webDistDirectory: config.webDistDirectory,
      pageDataBuildId: readPageDataBuildId(config.pageDataDirectory),
    }),
    tagManager: config.tagManagerId !== undefined,
  });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(compressionPlugin);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(documentationPlugin, { isSecureOrigin: config.isSecureOrigin });
  await app.register(webPlugin, {
    webDistDirectory: config.webDistDirectory,
    pageDataDirectory: config.pageDataDirectory,
    // A public certificate's page names its holder in link previews (issue 16).
    findPageHead: (pagePath) =>
      findCertificatePageHead({ db: database.db, publicUrl: config.publicUrl, pagePath }),
  });
  // The curriculum build's server index: submissions are checked against it (decision 015).
  await app.register(curriculumPlugin, { serverIndexFile: config.curriculumServerFile });
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  // Staff routes declare their roles; the guard checks them before validation (issue 18).
  await app.register(staffGuardPlugin);

  await app.register(statusRoutes);
  await app.register(sessionUserRoutes);
  await app.register(authRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordRecoveryRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(settingsRoutes);
  // Google sign-in with OpenID Connect (decision 013).
  await app.register(googleSignInRoutes);
  // E-mail change, password check/creation, inactivity unlock, users look-ups (decision 012).
  await app.register(passwordCheckRoutes);
  await app.register(passwordCreationRoutes);
  await app.register(emailChangeRoutes);
  await app.register(accountUnlockRoutes);
  await app.register(userLookupRoutes);
  await app.register(nationalListRoutes);
  await app.register(inactivityJobs);
  await app.register(userTokenRoutes);
  await app.register(userReportRoutes);
  await app.register(mundoTechWelcomeRoutes);
  // The placement test: shuffled questions, graded on the server (issue 16).
  await app.register(placementTestRoutes);
  // The public quiz and the national registration (issue 17).
  await app.register(quizUserRoutes);
  await app.register(challengeCompletionRoutes);
  // Background jobs, account deletion, data export and the sessions list (decision 011).
  await app.register(sessionPurgeJobs);
  await app.register(accountDeletionRoutes);
  await app.register(accountDeletionJobs);
  await app.register(dataExportRoutes);
  await app.register(userSessionsRoutes);
  // Answers to the questions of video and quiz challenges (issue 5, decision 017).
  await app.register(challengeAnswerRoutes);
  // The certificate as a PDF and its QR code, by verification code (issue 16).
  await app.register(certificatePdfRoutes);
  // Certificates: claim, show, verify by code, the learner's own, the national trail (issue 16).
  await app.register(certificateRoutes);
  // The CEP and city look-ups of the national registration form, offline first (issue 17).
  await app.register(cepRoutes);
  // The signed-in national programme: invitation, data complement, subscription, UTM, tour (issue 17).
  await app.register(nationalEnrolmentRoutes);
  // Payment verification through the payment provider's adapter (issue 17).
  await app.register(paymentRoutes);
  // Admin: the user list, the edit-user drawer and the e-mail drawer (issue 18).
  await app.register(adminUsersRoutes);
  // Admin lists: answered quizzes, deletion requests and records, the audit log (issue 18).
  await app.register(adminRecordsRoutes);
  // Class groups: summary, create, edit, delete and move users (issue 18).
  await app.register(classGroupRoutes);
  // Reports: the inactive learners of a programme state, as CSV (issue 19).
  await app.register(inactiveUsersReportRoutes);
  await app.register(nationalMetricsRoutes);
  // In-app messages: staff write them, learners read them (issue 19).
  await app.register(messageRoutes);
  // Images of the messages: staff upload, signed expiring links (issue 19).
  await app.register(imageRoutes);
  await app.register(unusedImagesJobs);
  // Products and the sales-system sync, admin and super (issue 19).
  await app.register(productRoutes);
  await app.register(featureRoutes);
  // Manual e-mails, their paced delivery and unsubscribing (issue 20).
  await app.register(manualEmailRoutes);
  await app.register(manualEmailPreviewRoutes);
  await app.register(manualEmailJobs);
  await app.register(unsubscribeRoutes);
  await app.register(chatAssistantRoutes);
  await app.register(aiAssistantSessionRoutes);
  // Recurring e-mails: weekly runs delivered as manual e-mails (issue 20, decision 047).
  await app.register(recurringEmailRoutes);
  await app.register(recurringEmailJobs);
  // Automatic e-mails: staff edit them, the account flows send them (issue 20, decision 046).
  await app.register(automaticEmailRoutes);
  await app.register(automaticEmailPreviewRoutes);

  return app;
};
