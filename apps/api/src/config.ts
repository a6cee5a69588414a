// The API's configuration, read once from the environment and validated with zod.
// `loadConfig` is pure: it takes the environment object and returns the config or throws a
// ConfigError whose message is the one line the process prints before exiting with code 1.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '@escola/domain/constants';
import { analyticsSchema, readTagManagerId } from './config-analytics';
import { cepServiceSchema, readCepService, type CepServiceConfig } from './config-cep';
import { httpTimeoutsSchema, readHttpTimeouts, type HttpTimeouts } from './config-http';
import {
  paymentProviderSchema,
  readPaymentProvider,
  type PaymentProviderConfig,
} from './config-payment';
import { readSalesSystem, salesSystemSchema, type SalesSystemConfig } from './config-sales-system';
import { assistantSchema, readAssistant, type AssistantConfig } from './config-assistant';
import { readUploads, uploadsSchema, type UploadsConfig } from './config-uploads';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Used only outside production, with a warning in the log (never for a real deployment). */
export const DEVELOPMENT_SESSION_SECRET =
  'segredo-de-desenvolvimento-nao-use-em-producao-0123456789';
export const MINIMUM_SESSION_SECRET_LENGTH = 32;

/** The sender of every e-mail when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Escola <nao-responda@escola.localhost>';

const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The OpenID Connect issuer of "Entrar com Google" when GOOGLE_ISSUER is unset. */
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const urlWithProtocols = ({ protocols, label }: { protocols: string[]; label: string }) =>
  z.string().refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      return protocols.includes(new URL(value).protocol);
    },
    { message: `deve ser uma URL ${label} (${protocols.map((p) => `${p}//`).join(' ou ')})` },
  );

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return false;
  return isIP(address) !== 0;
};

const isTrustProxyValue = (value: string): boolean => {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((entry) => isProxyAddress(entry.trim()));
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** https, or http on this machine only (the tests' local identity provider). */
const isIssuerUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(hostname));
};

const googleCredential = z.preprocess(
  emptyAsUndefined,
  z.string().max(512, { message: 'deve ter no máximo 512 caracteres' }).optional(),
);

const environmentSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z
        .enum(NODE_ENVIRONMENTS, { message: `deve ser um de: ${NODE_ENVIRONMENTS.join(', ')}` })
        .default('development'),
    ),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'deve ser um número inteiro entre 1 e 65535' })
        .int({ message: 'deve ser um número inteiro entre 1 e 65535' })
        .min(1, { message: 'deve ser um número inteiro entre 1 e 65535' })
        .max(65535, { message: 'deve ser um número inteiro entre 1 e 65535' })
        .default(3000),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(LOG_LEVELS, { message: `deve ser um de: ${LOG_LEVELS.join(', ')}` }).optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      urlWithProtocols({
        protocols: ['postgres:', 'postgresql:'],
        label: 'do PostgreSQL',
      }).optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      urlWithProtocols({ protocols: ['redis:', 'rediss:'], label: 'do Redis' }).optional(),
    ),
    SESSION_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(MINIMUM_SESSION_SECRET_LENGTH, {
          message: `deve ter pelo menos ${MINIMUM_SESSION_SECRET_LENGTH} caracteres`,
        })
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      urlWithProtocols({ protocols: ['http:', 'https:'], label: 'pública' }).optional(),
    ),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('apps/web/dist')),
    PAGE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('curriculum/dist/page-data')),
    /** The curriculum's server index; default: server/curriculum.json beside PAGE_DATA_DIR. */
    CURRICULUM_SERVER_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
    SEED_DEMO_SCHOOL: z.preprocess(
      emptyAsUndefined,
      z.enum(['true', 'false'], { message: 'deve ser true ou false' }).default('true'),
    ),
    JOBS_ENABLED: z.preprocess(
      emptyAsUndefined,
      z.enum(['true', 'false'], { message: 'deve ser true ou false' }).default('true'),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      urlWithProtocols({ protocols: ['smtp:', 'smtps:'], label: 'do servidor SMTP' }).optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_MAIL_FROM)),
    SUPPORT_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email({ message: 'deve ser um endereço de e-mail' }).default(DEFAULT_SUPPORT_EMAIL),
    ),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isTrustProxyValue, {
          message: 'deve ser true, false ou uma lista de IPs/CIDRs dos proxies confiáveis',
        })
        .default('false'),
    ),
    GOOGLE_CLIENT_ID: googleCredential,
    GOOGLE_CLIENT_SECRET: googleCredential,
    GOOGLE_ISSUER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isIssuerUrl, { message: 'deve ser uma URL https:// (http:// só em localhost)' })
        .default(DEFAULT_GOOGLE_ISSUER),
    ),
  })
  .and(httpTimeoutsSchema)
  .and(paymentProviderSchema)
  .and(salesSystemSchema)
  .and(cepServiceSchema)
  .and(uploadsSchema)
  .and(analyticsSchema)
  .and(assistantSchema);

/** "Entrar com Google" (OpenID Connect); configured only when client id and secret are both set. */
export type GoogleConfig = { issuer: string; clientId: string; clientSecret: string };

/** Fastify's trustProxy: all proxies, none, or the listed addresses (a hop count is not safe). */
export type TrustProxy = boolean | string;

export type Config = {
  nodeEnvironment: (typeof NODE_ENVIRONMENTS)[number];
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  databaseUrl: string | undefined;
  dataDirectory: string;
  /** Where the embedded PGlite database lives when databaseUrl is unset. */
  embeddedDatabaseDirectory: string;
  redisUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string;
  /** True when the public URL is https: cookies get `Secure` and the `__Host-` prefix. */
  isSecureOrigin: boolean;
  webDistDirectory: string;
  pageDataDirectory: string;
  /** The curriculum build's server index (decision 015): read at start, never served. */
  curriculumServerFile: string;
  trustProxy: TrustProxy;
  /** How long the HTTP server waits for slow and idle clients (config-http.ts). */
  httpTimeouts: HttpTimeouts;
  /** SMTP server of outgoing e-mail; when unset, messages are written to `mailDirectory`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The support team's address: user reports go there (`SUPPORT_EMAIL`). */
  supportEmail: string;
  /** Where e-mails go as .eml files when smtpUrl is unset (`<DATA_DIR>/mail`). */
  mailDirectory: string;
  /** Seed the demo school (public demo password!) when the users table is empty. */
  seedDemoSchool: boolean;
  /** Run the background jobs (pg-boss workers and schedules); `JOBS_ENABLED`, default true. */
  jobsEnabled: boolean;
  /** Google sign-in; undefined when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset. */
  google: GoogleConfig | undefined;
  /** The payment provider of PUT /register-payment-user; undefined when PAYMENT_PROVIDER_URL is unset. */
  paymentProvider: PaymentProviderConfig | undefined;
  /** The sales system of POST /api/product/sync-sgn; undefined when SALES_SYSTEM_URL is unset. */
  salesSystem: SalesSystemConfig | undefined;
  /** The online CEP service of GET /cep/{cep}; undefined when CEP_SERVICE_URL is unset. */
  cepService: CepServiceConfig | undefined;
  /** Uploaded images' local-disk storage (`UPLOAD_DIR`, default `<DATA_DIR>/files`). */
  uploads: UploadsConfig;
  /** The tag manager's container id (`TAG_MANAGER_ID`); undefined: analytics off. */
  tagManagerId: string | undefined;
  /** The AI assistant's model server (`ASSISTANT_BASE_URL`…); undefined: the assistant is off. */
  assistant: AssistantConfig | undefined;
  /** Things worth a warning line at start (e.g. the development session secret). */
  warnings: string[];
};

const parseTrustProxy = (value: string): TrustProxy => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
};

const readGoogleConfig = (values: {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_ISSUER: string;
}): GoogleConfig | undefined => {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = values;
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientSecret === undefined) {
    throw new ConfigError(
      'Configuração inválida: GOOGLE_CLIENT_SECRET — obrigatória quando GOOGLE_CLIENT_ID está definida',
    );
  }
  if (clientId === undefined) {
    throw new ConfigError(
      'Configuração inválida: GOOGLE_CLIENT_ID — obrigatória quando GOOGLE_CLIENT_SECRET está definida',
    );
  }
  return { issuer: values.GOOGLE_ISSUER, clientId, clientSecret };
};

const resolveFromRepository = (directory: string) => path.resolve(REPOSITORY_ROOT, directory);

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const variable = issue.path.map(String).join('.') || 'ambiente';
  return `Configuração inválida: ${variable} — ${issue.message}`;
};

export const loadConfig = (environment: Record<string, string | undefined>): Config => {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const [firstIssue] = parsed.error.issues;
    throw new ConfigError(firstIssue ? describeIssue(firstIssue) : 'Configuração inválida.');
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const warnings: string[] = [];

  if (isProduction && values.SESSION_SECRET === undefined) {
    throw new ConfigError(
      `Configuração inválida: SESSION_SECRET — obrigatória em produção (pelo menos ${MINIMUM_SESSION_SECRET_LENGTH} caracteres aleatórios)`,
    );
  }
  if (values.SESSION_SECRET === undefined) {
    warnings.push(
      'SESSION_SECRET não definida: usando o segredo fixo de desenvolvimento. Defina SESSION_SECRET em produção.',
    );
  }

  const google = readGoogleConfig(values);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const dataDirectory = resolveFromRepository(values.DATA_DIR);

  return {
    nodeEnvironment: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: values.DATABASE_URL,
    dataDirectory,
    embeddedDatabaseDirectory: path.join(dataDirectory, 'db'),
    redisUrl: values.REDIS_URL,
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    publicUrl,
    isSecureOrigin: publicUrl.startsWith('https:'),
    webDistDirectory: resolveFromRepository(values.WEB_DIST_DIR),
    pageDataDirectory: resolveFromRepository(values.PAGE_DATA_DIR),
    curriculumServerFile: resolveFromRepository(
      values.CURRICULUM_SERVER_FILE ??
        path.join(values.PAGE_DATA_DIR, '..', 'server', 'curriculum.json'),
    ),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    httpTimeouts: readHttpTimeouts(values),
    seedDemoSchool: values.SEED_DEMO_SCHOOL === 'true',
    jobsEnabled: values.JOBS_ENABLED === 'true',
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    mailDirectory: path.join(dataDirectory, 'mail'),
    google,
    paymentProvider: readPaymentProvider(values),
    salesSystem: readSalesSystem(values),
    cepService: readCepService(values),
    uploads: readUploads(values, { dataDirectory, resolve: resolveFromRepository }),
    tagManagerId: readTagManagerId(values),
    assistant: readAssistant(values),
    warnings,
  };
};
