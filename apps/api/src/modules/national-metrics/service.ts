// The national department's metrics (issue 19): the numbers the PDF and the dashboard show, read
// side by side from repository.ts and shaped by @escola/domain/national-metrics.
import type {
  ClassGroupMetrics,
  CompletionMetrics,
  GetAdminReportNationalMetricsResponse,
  StateMetrics,
} from '@escola/contracts/get-admin-report-national-metrics';
import type { Database } from '@escola/db/client';
import {
  CERTIFICATE_RECORD_SLUGS,
  describeCertificate,
  getCheckpointOfParticipationCert,
  isParticipationCertSlug,
} from '@escola/domain/certificate-records';
import { NATIONAL_LIST_GROUPS } from '@escola/domain/national-lists';
import {
  CLASS_GROUP_CHART_TOP,
  splitTopEntries,
  sumStateMetrics,
} from '@escola/domain/national-metrics';
import {
  findClassGroupCounts,
  findClassGroups,
  findCompletionCounts,
  findStateMetrics,
  type ClassGroupCountsRow,
  type ClassGroupRow,
  type StateMetricsRow,
} from './repository';

export const restOfClassGroupsLabel = (count: number): string => `Demais turmas (${count})`;

const EMPTY_ROW: Omit<StateMetricsRow, 'group'> = {
  learners: 0,
  waiting: 0,
  waitingToConfirm: 0,
  confirmed: 0,
  reproved: 0,
  dropouts: 0,
  notTaken: 0,
  passed: 0,
  failed: 0,
  firstAttempt: 0,
  secondAttempt: 0,
};

const toStateMetrics = ({
  state,
  group,
  row,
}: {
  state: StateMetrics['state'];
  group: string;
  row: Omit<StateMetricsRow, 'group'>;
}): StateMetrics => {
  const listed = row.waiting + row.waitingToConfirm + row.confirmed + row.reproved + row.dropouts;
  return {
    state,
    group,
    learners: row.learners,
    statuses: {
      'aguardando-vaga': row.waiting,
      'aguardando-confirmacao': row.waitingToConfirm,
      confirmado: row.confirmed,
      reprovado: row.reproved,
      desistente: row.dropouts,
      outros: row.learners - listed,
    },
    placement: {
      notTaken: row.notTaken,
      passed: row.passed,
      failed: row.failed,
      firstAttempt: row.firstAttempt,
      secondAttempt: row.secondAttempt,
    },
  };
};

const toCompletion = (counts: { slug: string; learners: number }[]): CompletionMetrics[] => {
  const bySlug = new Map(counts.map(({ slug, learners }) => [slug, learners]));
  return CERTIFICATE_RECORD_SLUGS.map((slug) => {
    const { kind, title } = describeCertificate(slug);
    const label = isParticipationCertSlug(slug)
      ? getCheckpointOfParticipationCert(slug).certificateName
      : title;
    return { slug, kind, title, label, learners: bySlug.get(slug) ?? 0 };
  });
};

const toClassGroupMetrics = (
  groups: readonly ClassGroupRow[],
  counts: readonly ClassGroupCountsRow[],
): ClassGroupMetrics[] => {
  const byId = new Map(counts.map((row) => [row.classGroupId, row]));
  return groups.map(({ id, name, learners }) => {
    const row = byId.get(id);
    return {
      id,
      name,
      learners,
      confirmed: row?.confirmed ?? 0,
      waitingToConfirm: row?.waitingToConfirm ?? 0,
      dropouts: row?.dropouts ?? 0,
      reproved: row?.reproved ?? 0,
    };
  });
};

/**
 * The metrics at `now`. `classGroupPage` limits the class-group table to one page (the dashboard);
 * without it every class group is listed (the PDF).
 */
export const readNationalMetrics = async ({
  db,
  now,
  classGroupPage,
}: {
  db: Database;
  now: Date;
  classGroupPage?: { pageNumber: number; pageSize: number };
}): Promise<GetAdminReportNationalMetricsResponse> => {
  // Side by side on the pool: the report takes as long as its slowest query.
  const [stateRows, classGroupCounts, groups, completion] = await Promise.all([
    findStateMetrics({ db, now }),
    findClassGroupCounts({ db, now }),
    findClassGroups({ db }),
    findCompletionCounts({ db }),
  ]);
  const rowsByGroup = new Map(stateRows.map((row) => [row.group, row]));
  const states = NATIONAL_LIST_GROUPS.map(({ state, group }) =>
    toStateMetrics({ state, group, row: rowsByGroup.get(group) ?? EMPTY_ROW }),
  );
  const { learners, statuses, placement } = sumStateMetrics(states);
  const pageSize = classGroupPage?.pageSize ?? Math.max(1, groups.length);
  const pageNumber = classGroupPage?.pageNumber ?? 1;
  const start = (pageNumber - 1) * pageSize;
  return {
    generatedAt: now.toISOString(),
    states,
    totals: { learners, statuses, placement },
    classGroups: {
      list: toClassGroupMetrics(groups.slice(start, start + pageSize), classGroupCounts),
      listSize: groups.length,
      pageNumber,
      pageSize,
      chart: splitTopEntries({
        entries: groups.map(({ name, learners: value }) => ({ label: name, value })),
        top: CLASS_GROUP_CHART_TOP,
        restLabel: restOfClassGroupsLabel,
      }),
    },
    completion: toCompletion(completion),
  };
};
