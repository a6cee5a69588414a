// The national department's metrics as a PDF (issue 19): A4 portrait, fonts embedded (the
// certificate's Inter), a header with the generation time in Brasília, key figures, and five
// sections — learners per state, per class group, completion per trilha, placement results,
// dropouts — each a vector bar chart and a table with the same numbers. The document is a stream:
// the route sends it as pdfkit writes it.
import PDFDocument from 'pdfkit';
import type { GetAdminReportNationalMetricsResponse } from '@escola/contracts/get-admin-report-national-metrics';
import {
  formatCount,
  formatPercentage,
  getDropoutRate,
  getPlacementPassRate,
  NATIONAL_METRICS_STATUSES,
  NATIONAL_METRICS_STATUS_LABELS,
  toPercentage,
} from '@escola/domain/national-metrics';
import { SCHOOL_NAME } from '../certificate-pdf/certificate-page';
import { drawLine } from '../certificate-pdf/draw-text';
import { formatBrazilianDateTime } from '../national-lists/spreadsheet-cells';
import { drawBarChart } from './pdf-bar-chart';
import {
  CONTENT_WIDTH,
  drawNote,
  drawSectionTitle,
  MARGIN,
  PDF_COLORS,
  PDF_STYLES,
  startDocument,
  type PdfCursor,
} from './pdf-page';

export { loadMetricsFonts } from './pdf-page';
import { drawTable, proportionalColumns, type PdfRow } from './pdf-table';

type Metrics = GetAdminReportNationalMetricsResponse;

export const METRICS_PDF_TITLE = 'Métricas do programa nacional';
const CONTINUED = (section: string) => `${section} (continuação)`;

const drawHeader = (cursor: PdfCursor, metrics: Metrics): void => {
  const { document } = cursor;
  document.rect(0, 0, document.page.width, 6).fill(PDF_COLORS.primary);
  drawLine(document, `${SCHOOL_NAME} · Departamento nacional`, PDF_STYLES.school, {
    x: MARGIN,
    y: cursor.y,
  });
  cursor.y += 18;
  drawLine(document, METRICS_PDF_TITLE, PDF_STYLES.title, { x: MARGIN, y: cursor.y });
  cursor.y += 30;
  drawLine(
    document,
    `Gerado em ${formatBrazilianDateTime(new Date(metrics.generatedAt))} (horário de Brasília) · estudantes dos oito estados do programa`,
    PDF_STYLES.subtitle,
    { x: MARGIN, y: cursor.y, maxWidth: CONTENT_WIDTH },
  );
  cursor.y += 26;
};

const drawKeyFigures = (cursor: PdfCursor, metrics: Metrics): void => {
  const { totals } = metrics;
  const figures = [
    { label: 'Estudantes no programa', value: formatCount(totals.learners) },
    { label: 'Confirmados em turmas', value: formatCount(totals.statuses.confirmado) },
    { label: 'Aguardando vaga', value: formatCount(totals.statuses['aguardando-vaga']) },
    {
      label: 'Aprovação no nivelamento',
      value: formatPercentage(getPlacementPassRate(totals.placement)),
    },
    { label: 'Taxa de desistência', value: formatPercentage(getDropoutRate(totals.statuses)) },
  ];
  const gap = 8;
  const width = (CONTENT_WIDTH - gap * (figures.length - 1)) / figures.length;
  figures.forEach((figure, index) => {
    const x = MARGIN + index * (width + gap);
    cursor.document.roundedRect(x, cursor.y, width, 48, 4).fill(PDF_COLORS.primarySoft);
    drawLine(cursor.document, figure.value, PDF_STYLES.figure, {
      x: x + 8,
      y: cursor.y + 8,
      maxWidth: width - 16,
    });
    drawLine(cursor.document, figure.label, PDF_STYLES.figureLabel, {
      x: x + 8,
      y: cursor.y + 31,
      maxWidth: width - 16,
    });
  });
  cursor.y += 66;
};

const stateRows = (metrics: Metrics, cells: (state: Metrics['totals']) => string[]): PdfRow[] => [
  ...metrics.states.map((state) => ({ cells: [state.state, ...cells(state)] })),
  { cells: ['Total', ...cells(metrics.totals)], strong: true },
];

const drawStates = (cursor: PdfCursor, metrics: Metrics): void => {
  const title = '1. Estudantes por estado';
  drawSectionTitle(cursor, title, 150);
  drawBarChart({
    cursor,
    entries: metrics.states.map((state) => ({ label: state.state, value: state.learners })),
  });
  drawTable({
    cursor,
    continuedLabel: CONTINUED(title),
    columns: proportionalColumns([
      { header: 'Estado', weight: 1.1 },
      { header: 'Estudantes', weight: 1.2, numeric: true },
      ...NATIONAL_METRICS_STATUSES.map((status) => ({
        header: NATIONAL_METRICS_STATUS_LABELS[status],
        weight: 1.2,
        numeric: true,
      })),
    ]),
    rows: stateRows(metrics, (state) => [
      formatCount(state.learners),
      ...NATIONAL_METRICS_STATUSES.map((status) => formatCount(state.statuses[status])),
    ]),
  });
};

const drawClassGroups = (cursor: PdfCursor, metrics: Metrics, rowsPerPage: number): void => {
  const title = '2. Estudantes por turma';
  drawSectionTitle(cursor, title, 150);
  const { classGroups } = metrics;
  if (classGroups.listSize === 0) {
    drawNote(cursor, 'Nenhuma turma cadastrada.');
    cursor.y += 10;
    return;
  }
  drawNote(
    cursor,
    `${formatCount(classGroups.listSize)} turmas; o gráfico mostra as maiores e soma as demais.`,
  );
  cursor.y += 4;
  drawBarChart({ cursor, entries: classGroups.chart, color: PDF_COLORS.primaryDeep });
  drawTable({
    cursor,
    rowsPerPage,
    continuedLabel: CONTINUED(title),
    columns: proportionalColumns([
      { header: 'Turma', weight: 3 },
      { header: 'Estudantes', weight: 1, numeric: true },
      { header: 'Confirmados', weight: 1, numeric: true },
      { header: 'Aguardando confirmação', weight: 1.2, numeric: true },
      { header: 'Desistentes', weight: 1, numeric: true },
      { header: 'Reprovados', weight: 1, numeric: true },
    ]),
    rows: classGroups.list.map((group) => ({
      cells: [
        group.name,
        formatCount(group.learners),
        formatCount(group.confirmed),
        formatCount(group.waitingToConfirm),
        formatCount(group.dropouts),
        formatCount(group.reproved),
      ],
    })),
  });
};

const drawCompletion = (cursor: PdfCursor, metrics: Metrics): void => {
  const title = '3. Conclusão por trilha';
  drawSectionTitle(cursor, title, 200);
  drawNote(
    cursor,
    'Estudantes do programa com o certificado de cada trilha e de cada etapa da trilha nacional.',
  );
  cursor.y += 4;
  drawBarChart({
    cursor,
    entries: metrics.completion.map((entry) => ({ label: entry.label, value: entry.learners })),
    color: PDF_COLORS.accent,
  });
  drawTable({
    cursor,
    continuedLabel: CONTINUED(title),
    columns: proportionalColumns([
      { header: 'Trilha ou etapa', weight: 4 },
      { header: 'Tipo', weight: 1.2 },
      { header: 'Concluíram', weight: 1, numeric: true },
      { header: '% dos estudantes', weight: 1.2, numeric: true },
    ]),
    rows: metrics.completion.map((entry) => ({
      cells: [
        entry.title,
        entry.kind === 'certification' ? 'Trilha' : 'Etapa nacional',
        formatCount(entry.learners),
        formatPercentage(toPercentage({ part: entry.learners, whole: metrics.totals.learners })),
      ],
    })),
  });
};

const drawPlacement = (cursor: PdfCursor, metrics: Metrics): void => {
  const title = '4. Teste de nivelamento';
  drawSectionTitle(cursor, title, 150);
  const { placement } = metrics.totals;
  drawBarChart({
    cursor,
    entries: [
      { label: 'Aprovados', value: placement.passed },
      { label: 'Reprovados', value: placement.failed },
      { label: 'Não fizeram', value: placement.notTaken },
      { label: 'Fizeram 1 tentativa', value: placement.firstAttempt },
      { label: 'Fizeram 2 tentativas', value: placement.secondAttempt },
    ],
  });
  drawTable({
    cursor,
    continuedLabel: CONTINUED(title),
    columns: proportionalColumns([
      { header: 'Estado', weight: 1 },
      { header: 'Não fizeram', weight: 1, numeric: true },
      { header: 'Aprovados', weight: 1, numeric: true },
      { header: 'Reprovados', weight: 1, numeric: true },
      { header: '1 tentativa', weight: 1, numeric: true },
      { header: '2 tentativas', weight: 1, numeric: true },
      { header: 'Taxa de aprovação', weight: 1.1, numeric: true },
    ]),
    rows: stateRows(metrics, (state) => [
      formatCount(state.placement.notTaken),
      formatCount(state.placement.passed),
      formatCount(state.placement.failed),
      formatCount(state.placement.firstAttempt),
      formatCount(state.placement.secondAttempt),
      formatPercentage(getPlacementPassRate(state.placement)),
    ]),
  });
  drawNote(cursor, 'Taxa de aprovação: aprovados entre os que têm nota (nota mínima 7).');
  cursor.y += 10;
};

const drawDropouts = (cursor: PdfCursor, metrics: Metrics): void => {
  const title = '5. Desistências e reprovações';
  drawSectionTitle(cursor, title, 150);
  drawBarChart({
    cursor,
    entries: metrics.states.map((state) => ({
      label: state.state,
      value: state.statuses.desistente + state.statuses.reprovado,
    })),
    color: PDF_COLORS.accent,
  });
  drawTable({
    cursor,
    continuedLabel: CONTINUED(title),
    columns: proportionalColumns([
      { header: 'Estado', weight: 1 },
      { header: 'Reprovados', weight: 1, numeric: true },
      { header: 'Desistentes', weight: 1, numeric: true },
      { header: 'Reprovados e desistentes', weight: 1.3, numeric: true },
      { header: 'Taxa de desistência', weight: 1.2, numeric: true },
    ]),
    rows: stateRows(metrics, (state) => [
      formatCount(state.statuses.reprovado),
      formatCount(state.statuses.desistente),
      formatCount(state.statuses.reprovado + state.statuses.desistente),
      formatPercentage(getDropoutRate(state.statuses)),
    ]),
  });
  drawNote(
    cursor,
    'Taxa de desistência: desistentes entre os convidados para uma turma (confirmados, aguardando confirmação e desistentes).',
  );
};

/** The PDF, ended: a readable stream of its bytes. */
export const renderMetricsPdf = ({
  metrics,
  rowsPerPage,
}: {
  metrics: Metrics;
  /** Most class-group rows on one page (the configuration's records per report). */
  rowsPerPage: number;
}): PDFKit.PDFDocument => {
  const document = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: 'pt-BR',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: METRICS_PDF_TITLE,
      Author: SCHOOL_NAME,
      Subject: `Departamento nacional: estudantes por estado e por turma, conclusão por trilha, nivelamento e desistências (${formatBrazilianDateTime(new Date(metrics.generatedAt))})`,
      Creator: SCHOOL_NAME,
    },
  });
  const cursor = startDocument(
    document,
    `${METRICS_PDF_TITLE} · ${formatBrazilianDateTime(new Date(metrics.generatedAt))}`,
  );
  drawHeader(cursor, metrics);
  drawKeyFigures(cursor, metrics);
  drawStates(cursor, metrics);
  drawClassGroups(cursor, metrics, rowsPerPage);
  drawCompletion(cursor, metrics);
  drawPlacement(cursor, metrics);
  drawDropouts(cursor, metrics);
  document.end();
  return document;
};
