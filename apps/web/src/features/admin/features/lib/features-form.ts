// The feature configuration form (issue 19): its values as typed (numbers as text), the body they
// make, and each field's error — the contract's own Portuguese messages, so the page and the
// server say the same thing.
import { featureConfigSchema, type FeatureConfig } from '@escola/contracts/get-features';

export const TEXT_FIELDS = [
  'supportEmail',
  'supportMessagingNumber',
  'apiIssuesReportEmail',
] as const;
export const NUMBER_FIELDS = ['reportPageSize', 'emailBatchSize', 'emailBatchIntervalMs'] as const;
export const FLAG_FIELDS = ['showUpcomingChanges', 'showNewCurriculum'] as const;

type TextField = (typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];

export type FeaturesFormValues = Record<TextField, string> & Record<FlagField, boolean>;
export type FeaturesFormErrors = Partial<Record<keyof FeatureConfig, string>>;

export const toFormValues = (config: FeatureConfig): FeaturesFormValues => ({
  supportEmail: config.supportEmail,
  supportMessagingNumber: config.supportMessagingNumber,
  apiIssuesReportEmail: config.apiIssuesReportEmail,
  reportPageSize: String(config.reportPageSize),
  emailBatchSize: String(config.emailBatchSize),
  emailBatchIntervalMs: String(config.emailBatchIntervalMs),
  showUpcomingChanges: config.showUpcomingChanges,
  showNewCurriculum: config.showNewCurriculum,
});

/** A typed number, or the text itself when it is none (the schema then names the problem). */
const numberOf = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

const toInput = (values: FeaturesFormValues) => ({
  ...values,
  reportPageSize: numberOf(values.reportPageSize),
  emailBatchSize: numberOf(values.emailBatchSize),
  emailBatchIntervalMs: numberOf(values.emailBatchIntervalMs),
});

/** The body to save, or each field's first error. */
export const parseFeaturesForm = (
  values: FeaturesFormValues,
): { ok: true; body: FeatureConfig } | { ok: false; errors: FeaturesFormErrors } => {
  const parsed = featureConfigSchema.safeParse(toInput(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FeaturesFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FeatureConfig | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
};
