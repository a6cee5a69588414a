// GET /api/features — the feature configuration the web app reads (docs/product/admin.md, issue
// 19): public (no session needed), cached FEATURE_CONFIG_CACHE_MS by the browser. The spec's
// defaults when super never saved one. Only what is editable at run time lives here; the locale
// (Portuguese, no language dropdown) and the environment stay build-time constants. The linked
// product's title rides along (the learners' unlock-content link searches the course catalogue for
// it), and so does the deployment's tag-manager id (the server's environment, never editable here).
import { z } from 'zod';
import {
  DEFAULT_SUPPORT_EMAIL,
  EMAIL_BATCH_INTERVAL_MS,
  EMAIL_BATCH_SIZE,
  REPORT_BATCH_SIZE,
} from '@escola/domain/constants';

export { FEATURES_PATH } from './features-path';

export const FEATURE_LIMITS = {
  reportPageSize: { min: 10, max: 500 },
  emailBatchSize: { min: 1, max: 500 },
  emailBatchIntervalMs: { min: 1_000, max: 600_000 },
} as const;

const wholeNumber = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ message: `${label}: informe um número.` })
    .int({ message: `${label}: informe um número inteiro.` })
    .min(min, { message: `${label}: o mínimo é ${min}.` })
    .max(max, { message: `${label}: o máximo é ${max}.` });

const email = (label: string) =>
  z
    .string({ message: `${label}: informe um e-mail.` })
    .trim()
    .max(254, { message: `${label}: e-mail longo demais.` })
    .pipe(z.email({ message: `${label}: informe um e-mail válido.` }));

const flag = (label: string) => z.boolean({ message: `${label}: informe sim ou não.` });

export const featureConfigSchema = z
  .strictObject(
    {
      /** The support team's e-mail (docs/product/README.md). */
      supportEmail: email('E-mail de suporte'),
      /** Messaging-app (WhatsApp) number of the support team: digits only, with country code. */
      supportMessagingNumber: z
        .string({ message: 'WhatsApp de suporte: informe o número.' })
        .trim()
        .regex(/^\d{10,15}$/, {
          message: 'WhatsApp de suporte: só dígitos, com código do país e DDD (10 a 15 dígitos).',
        }),
      /** Where reports of API problems are sent. */
      apiIssuesReportEmail: email('E-mail para problemas da API'),
      /** Records per report page. */
      reportPageSize: wholeNumber('Registros por relatório', FEATURE_LIMITS.reportPageSize),
      /** At most this many e-mails per batch of a campaign… */
      emailBatchSize: wholeNumber('E-mails por lote', FEATURE_LIMITS.emailBatchSize),
      /** …with this pause (ms) between batches. */
      emailBatchIntervalMs: wholeNumber(
        'Intervalo entre lotes (ms)',
        FEATURE_LIMITS.emailBatchIntervalMs,
      ),
      /** Show the upcoming-changes notices. */
      showUpcomingChanges: flag('Mostrar próximas mudanças'),
      /** Show the new curriculum. */
      showNewCurriculum: flag('Mostrar o novo currículo'),
    },
    { message: 'Configuração inválida.' },
  )
  .meta({ id: 'FeatureConfig' });

export type FeatureConfig = z.infer<typeof featureConfigSchema>;

/** The values of docs/product/admin.md, used while no configuration was saved. */
export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  supportMessagingNumber: '5511999999999',
  apiIssuesReportEmail: DEFAULT_SUPPORT_EMAIL,
  reportPageSize: REPORT_BATCH_SIZE,
  emailBatchSize: EMAIL_BATCH_SIZE,
  emailBatchIntervalMs: EMAIL_BATCH_INTERVAL_MS,
  showUpcomingChanges: false,
  showNewCurriculum: true,
};

export const getFeaturesResponseSchema = z
  .object({
    config: featureConfigSchema,
    /** When super last saved it (ISO 8601); null while the defaults apply. */
    updatedAt: z.string().nullable(),
    /** The linked product's title (what the unlock-content link searches for), or null. */
    linkedProductTitle: z.string().nullable(),
    /**
     * The tag manager's container id (the server's TAG_MANAGER_ID), or null: analytics off, no
     * consent banner. Loaded by the web app only after the visitor accepts (LGPD).
     */
    tagManagerId: z.string().nullable(),
  })
  .meta({ id: 'FeaturesResponse' });

export type GetFeaturesResponse = z.infer<typeof getFeaturesResponseSchema>;
