// /admin/reports (issue 19): the national department's metrics on screen — the PDF's five
// sections, each an accessible SVG bar chart with its table alternative, the class groups also as
// a table paged by the configuration's records per report — and the "Baixar PDF" link (the same
// download as the reports menu's).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH,
  type ClassGroupMetrics,
  type GetAdminReportNationalMetricsResponse,
} from '@escola/contracts/get-admin-report-national-metrics';
import {
  formatCount,
  formatPercentage,
  getDropoutRate,
  getPlacementPassRate,
  NATIONAL_METRICS_STATUSES,
  NATIONAL_METRICS_STATUS_LABELS,
  toPercentage,
} from '@escola/domain/national-metrics';
import { Button } from '../../../../components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
} from '../../../../components/ui/data-table';
import { useReportDownload } from '../../hooks/use-report-download';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { fetchNationalMetrics, nationalMetricsQueryKey } from '../api/national-metrics-api';
import { MetricsChart } from './metrics-chart';
import { MetricsTable, type MetricsTableRow } from './metrics-table';
import './national-metrics.css';

type Metrics = GetAdminReportNationalMetricsResponse;
type Counts = Metrics['totals'];

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className="national-metrics__section" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);

/** One row per state and the total, as the PDF's tables. */
const stateRows = (
  metrics: Metrics,
  totalLabel: string,
  cells: (counts: Counts) => ReactNode[],
): MetricsTableRow[] => [
  ...metrics.states.map((state) => ({ key: state.state, cells: [state.state, ...cells(state)] })),
  { key: 'total', cells: [totalLabel, ...cells(metrics.totals)], strong: true },
];

const DownloadPdfLink = () => {
  const { t } = useTranslation('admin');
  const { pendingHref, download } = useReportDownload();
  const pending = pendingHref === ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH;
  return (
    <a
      className="button button--primary national-metrics__download"
      href={ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH}
      download
      aria-busy={pending}
      onClick={(event) => {
        event.preventDefault();
        void download({
          href: ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH,
          fallbackFileName: 'metricas-nacional.pdf',
        });
      }}
    >
      <Download aria-hidden="true" size={16} />
      {pending ? t('reports.downloading') : t('metrics.downloadPdf')}
    </a>
  );
};

const KeyFigures = ({ totals }: { totals: Counts }) => {
  const { t } = useTranslation('admin');
  const figures = [
    ['learners', formatCount(totals.learners)],
    ['confirmed', formatCount(totals.statuses.confirmado)],
    ['waiting', formatCount(totals.statuses['aguardando-vaga'])],
    ['passRate', formatPercentage(getPlacementPassRate(totals.placement))],
    ['dropoutRate', formatPercentage(getDropoutRate(totals.statuses))],
  ] as const;
  return (
    <dl className="national-metrics__figures">
      {figures.map(([key, value]) => (
        <div key={key} className="national-metrics__figure">
          <dt>{t(`metrics.figures.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const ClassGroupsTable = ({
  metrics,
  onPageChange,
  status,
}: {
  metrics: Metrics;
  onPageChange: (pageNumber: number) => void;
  status: 'loading' | 'success';
}) => {
  const { t } = useTranslation('admin');
  const { classGroups } = metrics;
  const number = (pick: (group: ClassGroupMetrics) => number) => (group: ClassGroupMetrics) =>
    formatCount(pick(group));
  const columns: DataTableColumn<ClassGroupMetrics>[] = [
    { id: 'name', header: t('metrics.columns.classGroup'), cell: (group) => group.name },
    {
      id: 'learners',
      header: t('metrics.columns.learners'),
      numeric: true,
      cell: number((g) => g.learners),
    },
    {
      id: 'confirmed',
      header: t('metrics.columns.confirmed'),
      numeric: true,
      cell: number((g) => g.confirmed),
    },
    {
      id: 'waitingToConfirm',
      header: t('metrics.columns.waitingToConfirm'),
      numeric: true,
      cell: number((g) => g.waitingToConfirm),
    },
    {
      id: 'dropouts',
      header: t('metrics.columns.dropouts'),
      numeric: true,
      cell: number((g) => g.dropouts),
    },
    {
      id: 'reproved',
      header: t('metrics.columns.reproved'),
      numeric: true,
      cell: number((g) => g.reproved),
    },
  ];
  const page: DataTablePage = {
    pageNumber: classGroups.pageNumber,
    pageSize: classGroups.pageSize,
  };
  return (
    <DataTable
      caption={t('metrics.classGroupsCaption', { page: classGroups.pageNumber })}
      columns={columns}
      rows={classGroups.list}
      getRowId={(group) => group.id}
      rowCount={classGroups.listSize}
      sort={null}
      onSortChange={() => undefined}
      page={page}
      onPageChange={(next) => onPageChange(next.pageNumber)}
      pageSizeOptions={[classGroups.pageSize]}
      status={status}
      emptyText={t('metrics.classGroupsEmpty')}
    />
  );
};

const MetricsSections = ({
  metrics,
  onPageChange,
  classGroupsStatus,
}: {
  metrics: Metrics;
  onPageChange: (pageNumber: number) => void;
  classGroupsStatus: 'loading' | 'success';
}) => {
  const { t } = useTranslation('admin');
  const column = (key: string, numeric = true) => ({
    header: t(`metrics.columns.${key}` as 'metrics.columns.state'),
    numeric,
  });
  const total = t('metrics.columns.total');
  const titles = {
    states: t('metrics.sections.states'),
    classGroups: t('metrics.sections.classGroups'),
    completion: t('metrics.sections.completion'),
    placement: t('metrics.sections.placement'),
    dropouts: t('metrics.sections.dropouts'),
  };
  const { placement } = metrics.totals;
  return (
    <>
      <Section id="metrics-states" title={titles.states}>
        <MetricsChart
          title={titles.states}
          entries={metrics.states.map((state) => ({ label: state.state, value: state.learners }))}
          table={
            <MetricsTable
              caption={titles.states}
              columns={[
                column('state', false),
                column('learners'),
                ...NATIONAL_METRICS_STATUSES.map((status) => ({
                  header: NATIONAL_METRICS_STATUS_LABELS[status],
                  numeric: true,
                })),
              ]}
              rows={stateRows(metrics, total, (counts) => [
                formatCount(counts.learners),
                ...NATIONAL_METRICS_STATUSES.map((status) => formatCount(counts.statuses[status])),
              ])}
            />
          }
        />
      </Section>

      <Section id="metrics-class-groups" title={titles.classGroups}>
        <p>{t('metrics.notes.classGroups', { count: metrics.classGroups.listSize })}</p>
        <MetricsChart
          title={titles.classGroups}
          tone="primary"
          entries={metrics.classGroups.chart}
          table={
            <MetricsTable
              caption={titles.classGroups}
              columns={[column('classGroup', false), column('learners')]}
              rows={metrics.classGroups.chart.map((entry) => ({
                key: entry.label,
                cells: [entry.label, formatCount(entry.value)],
              }))}
            />
          }
        />
        <ClassGroupsTable
          metrics={metrics}
          onPageChange={onPageChange}
          status={classGroupsStatus}
        />
      </Section>

      <Section id="metrics-completion" title={titles.completion}>
        <p>{t('metrics.notes.completion')}</p>
        <MetricsChart
          title={titles.completion}
          tone="accent"
          entries={metrics.completion.map((entry) => ({
            label: entry.label,
            value: entry.learners,
          }))}
          table={
            <MetricsTable
              caption={titles.completion}
              columns={[
                column('certificate', false),
                column('kind', false),
                column('completed'),
                column('share'),
              ]}
              rows={metrics.completion.map((entry) => ({
                key: entry.slug,
                cells: [
                  entry.title,
                  t(`metrics.kinds.${entry.kind}`),
                  formatCount(entry.learners),
                  formatPercentage(
                    toPercentage({ part: entry.learners, whole: metrics.totals.learners }),
                  ),
                ],
              }))}
            />
          }
        />
      </Section>

      <Section id="metrics-placement" title={titles.placement}>
        <p>{t('metrics.notes.placement')}</p>
        <MetricsChart
          title={titles.placement}
          entries={(['passed', 'failed', 'notTaken', 'firstAttempt', 'secondAttempt'] as const).map(
            (key) => ({ label: t(`metrics.placementBars.${key}`), value: placement[key] }),
          )}
          table={
            <MetricsTable
              caption={titles.placement}
              columns={[
                column('state', false),
                column('notTaken'),
                column('passed'),
                column('failed'),
                column('firstAttempt'),
                column('secondAttempt'),
                column('passRate'),
              ]}
              rows={stateRows(metrics, total, (counts) => [
                formatCount(counts.placement.notTaken),
                formatCount(counts.placement.passed),
                formatCount(counts.placement.failed),
                formatCount(counts.placement.firstAttempt),
                formatCount(counts.placement.secondAttempt),
                formatPercentage(getPlacementPassRate(counts.placement)),
              ])}
            />
          }
        />
      </Section>

      <Section id="metrics-dropouts" title={titles.dropouts}>
        <p>{t('metrics.notes.dropouts')}</p>
        <MetricsChart
          title={titles.dropouts}
          tone="accent"
          entries={metrics.states.map((state) => ({
            label: state.state,
            value: state.statuses.desistente + state.statuses.reprovado,
          }))}
          table={
            <MetricsTable
              caption={titles.dropouts}
              columns={[
                column('state', false),
                column('reproved'),
                column('dropouts'),
                column('reprovedAndDropouts'),
                column('dropoutRate'),
              ]}
              rows={stateRows(metrics, total, (counts) => [
                formatCount(counts.statuses.reprovado),
                formatCount(counts.statuses.desistente),
                formatCount(counts.statuses.reprovado + counts.statuses.desistente),
                formatPercentage(getDropoutRate(counts.statuses)),
              ])}
            />
          }
        />
      </Section>
    </>
  );
};

const NationalMetricsPage = () => {
  const { t } = useTranslation('admin');
  const [pageNumber, setPageNumber] = useState(1);
  const query = useQuery({
    queryKey: nationalMetricsQueryKey(pageNumber),
    queryFn: () => fetchNationalMetrics(pageNumber),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const metrics = query.data;
  return (
    <section className="national-metrics" aria-busy={query.isFetching}>
      <div className="national-metrics__header">
        <div>
          <h1>{t('metrics.title')}</h1>
          <p>{t('metrics.description')}</p>
          {metrics ? (
            <p className="national-metrics__meta">
              {t('metrics.generatedAt', { date: formatSchoolDateTime(metrics.generatedAt) })}
            </p>
          ) : null}
        </div>
        <DownloadPdfLink />
      </div>
      {query.isPending ? <p role="status">{t('metrics.loading')}</p> : null}
      {query.isError ? (
        <div role="alert" className="national-metrics__error">
          <p>{t('metrics.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('metrics.retry')}
          </Button>
        </div>
      ) : null}
      {metrics ? (
        <>
          <KeyFigures totals={metrics.totals} />
          <MetricsSections
            metrics={metrics}
            onPageChange={setPageNumber}
            classGroupsStatus={query.isPlaceholderData ? 'loading' : 'success'}
          />
        </>
      ) : null}
    </section>
  );
};

export default NationalMetricsPage;
