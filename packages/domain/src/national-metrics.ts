// The national department's metrics (issue 19): the PDF report and the admin dashboard read the
// same numbers and the same rules for rates, rounding, the chart scale and the "top N + the rest"
// of the class groups. Readings, where the spec is silent:
//  - A learner's status is the programme list they are on (national-lists.ts), or 'outros' when on
//    none (still in the placement test, a paying learner of a programme group…): the five lists
//    and 'outros' add up to the state's learners.
//  - The dropout rate is over the learners a class group invited (confirmed, waiting to confirm,
//    dropouts): a learner still on the waiting list cannot have dropped out.
//  - The placement pass rate is over the learners with a grade (a learner who never took the test
//    is neither).
//  - Percentages have one decimal, rounded half up; a rate over nobody is 0.
import { formatExportFileTimestamp } from './export-file-name';

export const NATIONAL_METRICS_STATUSES = [
  'aguardando-vaga',
  'aguardando-confirmacao',
  'confirmado',
  'reprovado',
  'desistente',
  'outros',
] as const;
export type NationalMetricsStatus = (typeof NATIONAL_METRICS_STATUSES)[number];
export type StatusCounts = Record<NationalMetricsStatus, number>;

export const NATIONAL_METRICS_STATUS_LABELS: Readonly<Record<NationalMetricsStatus, string>> = {
  'aguardando-vaga': 'Aguardando vaga',
  'aguardando-confirmacao': 'Aguardando confirmação',
  confirmado: 'Confirmados',
  reprovado: 'Reprovados',
  desistente: 'Desistentes',
  outros: 'Outros',
};

export type PlacementCounts = {
  /** No grade yet. */
  notTaken: number;
  passed: number;
  failed: number;
  /** Took the test once / twice (the second chance). */
  firstAttempt: number;
  secondAttempt: number;
};

export type StateMetricsCounts = {
  learners: number;
  statuses: StatusCounts;
  placement: PlacementCounts;
};

export const METRICS_FILE_PREFIX = 'metricas-nacional';
export const PDF_FILE_EXTENSION = '.pdf';
/** Class groups drawn one by one in the chart; the others are one bar. */
export const CLASS_GROUP_CHART_TOP = 10;

/** `metricas-nacional-26-11-2026_14-05-09.pdf`, on the school's clock. */
export const getNationalMetricsFileName = ({
  now,
  timeZone,
}: {
  now: Date;
  timeZone?: string;
}): string =>
  `${METRICS_FILE_PREFIX}-${formatExportFileTimestamp({ now, timeZone })}${PDF_FILE_EXTENSION}`;

/** `part` of `whole` in percent, one decimal, half up; 0 when `whole` is not positive. */
export const toPercentage = ({ part, whole }: { part: number; whole: number }): number =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;

/** "12,5%" (Brazilian decimal comma, always one decimal). */
export const formatPercentage = (value: number): string =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** "12.345" (Brazilian thousands separator). */
export const formatCount = (value: number): string => value.toLocaleString('pt-BR');

/** Dropouts over the learners a class group invited. */
export const getDropoutRate = (statuses: StatusCounts): number =>
  toPercentage({
    part: statuses.desistente,
    whole: statuses.desistente + statuses.confirmado + statuses['aguardando-confirmacao'],
  });

/** Passed over the learners with a grade. */
export const getPlacementPassRate = (placement: PlacementCounts): number =>
  toPercentage({ part: placement.passed, whole: placement.passed + placement.failed });

const sumRecords = <TKey extends string>(
  keys: readonly TKey[],
  records: readonly Record<TKey, number>[],
): Record<TKey, number> =>
  Object.fromEntries(
    keys.map((key) => [key, records.reduce((sum, record) => sum + record[key], 0)]),
  ) as Record<TKey, number>;

const PLACEMENT_KEYS = [
  'notTaken',
  'passed',
  'failed',
  'firstAttempt',
  'secondAttempt',
] as const satisfies readonly (keyof PlacementCounts)[];

/** The eight states added up. */
export const sumStateMetrics = (states: readonly StateMetricsCounts[]): StateMetricsCounts => ({
  learners: states.reduce((sum, state) => sum + state.learners, 0),
  statuses: sumRecords(
    NATIONAL_METRICS_STATUSES,
    states.map((state) => state.statuses),
  ),
  placement: sumRecords(
    PLACEMENT_KEYS,
    states.map((state) => state.placement),
  ),
});

export type ChartEntry = { label: string; value: number };

/**
 * The `top` largest entries (ties by label), then one entry for all the others (`restLabel`, with
 * their count in it) when there are any.
 */
export const splitTopEntries = ({
  entries,
  top,
  restLabel,
}: {
  entries: readonly ChartEntry[];
  top: number;
  restLabel: (count: number) => string;
}): ChartEntry[] => {
  const sorted = [...entries].sort(
    (left, right) => right.value - left.value || left.label.localeCompare(right.label, 'pt-BR'),
  );
  const rest = sorted.slice(top);
  if (rest.length === 0) return sorted;
  return [
    ...sorted.slice(0, top),
    {
      label: restLabel(rest.length),
      value: rest.reduce((sum, entry) => sum + entry.value, 0),
    },
  ];
};

/**
 * The end of a chart's axis: the smallest 1, 2 or 5 × 10ⁿ at least the largest value (1 when all
 * are 0), so bars keep their proportions and the axis reads round.
 */
export const getChartScaleMaximum = (values: readonly number[]): number => {
  const largest = Math.max(0, ...values);
  if (largest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5].find((factor) => factor * magnitude >= largest);
  return (step ?? 10) * magnitude;
};

/**
 * The axis's labelled values from 0 to `maximum` (a getChartScaleMaximum): 5, 4, 2 or 1 equal
 * steps, the first count whose steps are whole numbers.
 */
export const getChartTicks = (maximum: number): number[] => {
  const steps = [5, 4, 2].find((count) => Number.isInteger(maximum / count)) ?? 1;
  return Array.from({ length: steps + 1 }, (_, index) => (maximum * index) / steps);
};
