// The feature configuration's flows (issue 19): the public read (the stored values over the spec's
// defaults, with the linked product's title) and super's save, written with its audit entry in one
// transaction. A stored row that no longer passes the schema (a field added later) is read over
// the defaults field by field, so one stale value never takes the whole configuration down.
import {
  DEFAULT_FEATURE_CONFIG,
  featureConfigSchema,
  type FeatureConfig,
  type GetFeaturesResponse,
} from '@escola/contracts/get-features';
import type { PutFeaturesResponse } from '@escola/contracts/put-features';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import type { FeatureConfigRow } from '@escola/db/schema/feature-config';
import type { User } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import {
  findFeatureConfigRow,
  findLinkedProductTitle,
  lockFeatureConfig,
  saveFeatureConfigRow,
} from './repository';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

const AUDIT_TARGET = { type: 'feature-config', id: null, label: 'Configuração' } as const;

/** The stored values that still pass the schema, over the defaults. */
export const configOf = (row: FeatureConfigRow | undefined): FeatureConfig => {
  if (!row) return DEFAULT_FEATURE_CONFIG;
  const whole = featureConfigSchema.safeParse({ ...DEFAULT_FEATURE_CONFIG, ...row.config });
  if (whole.success) return whole.data;
  const shape = featureConfigSchema.shape;
  const fields = Object.keys(DEFAULT_FEATURE_CONFIG) as (keyof FeatureConfig)[];
  return Object.fromEntries(
    fields.map((key) => {
      const parsed = shape[key].safeParse(row.config[key]);
      return [key, parsed.success ? parsed.data : DEFAULT_FEATURE_CONFIG[key]];
    }),
  ) as FeatureConfig;
};

/** The deployment's tag-manager id (TAG_MANAGER_ID), answered with the configuration. */
type TagManager = { tagManagerId: string | undefined };

const answerOf = async ({
  db,
  row,
  tagManagerId,
}: TagManager & {
  db: DatabaseExecutor;
  row: FeatureConfigRow | undefined;
}): Promise<GetFeaturesResponse> => ({
  config: configOf(row),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  linkedProductTitle: await findLinkedProductTitle({ db }),
  tagManagerId: tagManagerId ?? null,
});

export const readFeatures = async ({
  db,
  tagManagerId,
}: TagManager & { db: Database }): Promise<GetFeaturesResponse> =>
  answerOf({ db, row: await findFeatureConfigRow({ db }), tagManagerId });

export const saveFeatures = async ({
  db,
  actor,
  config,
  now,
  tagManagerId,
}: TagManager & {
  db: Database;
  actor: Actor;
  config: FeatureConfig;
  now: Date;
}): Promise<PutFeaturesResponse> =>
  db.transaction(async (tx) => {
    await lockFeatureConfig({ db: tx });
    const before = configOf(await findFeatureConfigRow({ db: tx }));
    const changes = changedFields({ before, after: config });
    if (Object.keys(changes.after).length === 0) {
      const stored = await findFeatureConfigRow({ db: tx });
      const features = await answerOf({ db: tx, row: stored, tagManagerId });
      return { type: 'info', message: MESSAGES.featureConfigUnchanged, features };
    }
    const row = await saveFeatureConfigRow({ db: tx, config, updatedBy: actor.id, now });
    await recordAuditEntry({
      db: tx,
      actor,
      action: 'feature-config.update',
      target: AUDIT_TARGET,
      before: changes.before,
      after: changes.after,
    });
    const features = await answerOf({ db: tx, row, tagManagerId });
    return { type: 'success', message: MESSAGES.featureConfigSaved, features };
  });
