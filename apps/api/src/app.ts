// buildApp(config, deps): plugins, then modules. Never listens (server.ts does).
import { randomUUID } from 'node:crypto';
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
import { authRoutes } from './modules/auth/routes';
import { passwordChangeRoutes } from './modules/password-change/routes';
import { passwordRecoveryRoutes } from './modules/password-recovery/routes';
import { sessionUserRoutes } from './modules/session-user/routes';
import { signUpRoutes } from './modules/sign-up/routes';
import { settingsRoutes } from './modules/settings/routes';
import { statusRoutes } from './modules/status/routes';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { databasePlugin } from './plugins/database';
import { documentationPlugin } from './plugins/documentation';
import { errorHandlerPlugin } from './plugins/error-handler';
import { mailerPlugin } from './plugins/mailer';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';
import './fastify-augmentation';

export type AppDependencies = {
  /** The open (and migrated) database; when absent, buildApp opens one and closes it on close. */
  database?: DatabaseHandle;
};

// Validation messages in Brazilian Portuguese.
z.config(z.locales.ptBR());

const buildLogger = (config: Config) => ({
  level: config.logLevel,
  redact: ['req.headers.cookie', 'req.headers["csrf-token"]', 'res.headers["set-cookie"]'],
  ...(config.nodeEnvironment === 'development'
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {}),
});

export const buildApp = async (config: Config, dependencies: AppDependencies = {}) => {
  const app = Fastify({
    logger: buildLogger(config),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The id in every log line of the request, echoed so a learner's report can be traced.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ownsDatabase = dependencies.database === undefined;
  const database =
    dependencies.database ??
    (await createDatabase({ url: config.databaseUrl, dataDir: config.embeddedDatabaseDirectory }));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    mailDirectory: config.mailDirectory,
  });
  await app.register(securityHeadersPlugin, { isSecureOrigin: config.isSecureOrigin });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(compressionPlugin);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(documentationPlugin, { isSecureOrigin: config.isSecureOrigin });
  await app.register(webPlugin, {
    webDistDirectory: config.webDistDirectory,
    pageDataDirectory: config.pageDataDirectory,
  });
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);

  await app.register(statusRoutes);
  await app.register(sessionUserRoutes);
  await app.register(authRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordRecoveryRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(settingsRoutes);

  return app;
};
