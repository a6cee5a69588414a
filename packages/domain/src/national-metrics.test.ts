import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatPercentage,
  getChartScaleMaximum,
  getChartTicks,
  getDropoutRate,
  getNationalMetricsFileName,
  getPlacementPassRate,
  NATIONAL_METRICS_STATUSES,
  NATIONAL_METRICS_STATUS_LABELS,
  splitTopEntries,
  sumStateMetrics,
  toPercentage,
  type StateMetricsCounts,
  type StatusCounts,
} from './national-metrics';

const statuses = (overrides: Partial<StatusCounts> = {}): StatusCounts => ({
  'aguardando-vaga': 0,
  'aguardando-confirmacao': 0,
  confirmado: 0,
  reprovado: 0,
  desistente: 0,
  outros: 0,
  ...overrides,
});

const placement = { notTaken: 1, passed: 2, failed: 3, firstAttempt: 4, secondAttempt: 1 };

describe('getNationalMetricsFileName', () => {
  it('names the PDF by the time on the school’s clock', () => {
    // 17:05:09 UTC is 14:05:09 in Brasília.
    expect(getNationalMetricsFileName({ now: new Date('2026-03-17T17:05:09.000Z') })).toBe(
      'metricas-nacional-17-03-2026_14-05-09.pdf',
    );
    expect(
      getNationalMetricsFileName({ now: new Date('2026-03-17T17:05:09.000Z'), timeZone: 'UTC' }),
    ).toBe('metricas-nacional-17-03-2026_17-05-09.pdf');
  });
});

describe('toPercentage and formatPercentage', () => {
  it('rounds to one decimal, half up, and answers 0 over nobody', () => {
    expect(toPercentage({ part: 1, whole: 3 })).toBe(33.3);
    expect(toPercentage({ part: 2, whole: 3 })).toBe(66.7);
    expect(toPercentage({ part: 1, whole: 8 })).toBe(12.5);
    expect(toPercentage({ part: 1, whole: 16 })).toBe(6.3);
    expect(toPercentage({ part: 5, whole: 5 })).toBe(100);
    expect(toPercentage({ part: 0, whole: 0 })).toBe(0);
    expect(toPercentage({ part: 3, whole: -1 })).toBe(0);
  });

  it('writes a Brazilian percentage with one decimal', () => {
    expect(formatPercentage(33.3)).toBe('33,3%');
    expect(formatPercentage(100)).toBe('100,0%');
    expect(formatPercentage(0)).toBe('0,0%');
  });

  it('writes counts with the Brazilian thousands separator', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(12)).toBe('12');
  });
});

describe('the rates', () => {
  it('takes the dropout rate over the learners a class group invited', () => {
    const counts = statuses({
      desistente: 1,
      confirmado: 2,
      'aguardando-confirmacao': 1,
      'aguardando-vaga': 50,
      reprovado: 9,
    });
    expect(getDropoutRate(counts)).toBe(25);
    expect(getDropoutRate(statuses({ 'aguardando-vaga': 3 }))).toBe(0);
  });

  it('takes the pass rate over the learners with a grade', () => {
    expect(getPlacementPassRate(placement)).toBe(40);
    expect(getPlacementPassRate({ ...placement, passed: 0, failed: 0 })).toBe(0);
  });
});

describe('sumStateMetrics', () => {
  it('adds every count of the states', () => {
    const one: StateMetricsCounts = {
      learners: 3,
      statuses: statuses({ confirmado: 1, outros: 2 }),
      placement,
    };
    const two: StateMetricsCounts = {
      learners: 5,
      statuses: statuses({ confirmado: 4, desistente: 1 }),
      placement: { ...placement, passed: 10 },
    };
    expect(sumStateMetrics([one, two])).toEqual({
      learners: 8,
      statuses: statuses({ confirmado: 5, outros: 2, desistente: 1 }),
      placement: { notTaken: 2, passed: 12, failed: 6, firstAttempt: 8, secondAttempt: 2 },
    });
  });

  it('answers zeros for no state', () => {
    expect(sumStateMetrics([])).toEqual({
      learners: 0,
      statuses: statuses(),
      placement: { notTaken: 0, passed: 0, failed: 0, firstAttempt: 0, secondAttempt: 0 },
    });
  });

  it('has a Portuguese label for every status', () => {
    expect(
      NATIONAL_METRICS_STATUSES.map((status) => NATIONAL_METRICS_STATUS_LABELS[status]),
    ).toEqual([
      'Aguardando vaga',
      'Aguardando confirmação',
      'Confirmados',
      'Reprovados',
      'Desistentes',
      'Outros',
    ]);
  });
});

describe('splitTopEntries', () => {
  const restLabel = (count: number) => `Demais ${count}`;

  it('keeps the largest, ties by name, and adds up the rest in one entry', () => {
    const entries = [
      { label: 'B', value: 5 },
      { label: 'A', value: 5 },
      { label: 'C', value: 9 },
      { label: 'D', value: 1 },
      { label: 'E', value: 2 },
    ];
    expect(splitTopEntries({ entries, top: 3, restLabel })).toEqual([
      { label: 'C', value: 9 },
      { label: 'A', value: 5 },
      { label: 'B', value: 5 },
      { label: 'Demais 2', value: 3 },
    ]);
  });

  it('adds no rest entry when every entry fits', () => {
    const entries = [
      { label: 'A', value: 1 },
      { label: 'B', value: 2 },
    ];
    expect(splitTopEntries({ entries, top: 2, restLabel })).toEqual([
      { label: 'B', value: 2 },
      { label: 'A', value: 1 },
    ]);
    expect(splitTopEntries({ entries: [], top: 2, restLabel })).toEqual([]);
  });
});

describe('getChartScaleMaximum', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(getChartScaleMaximum([])).toBe(1);
    expect(getChartScaleMaximum([0, 0])).toBe(1);
    expect(getChartScaleMaximum([1])).toBe(1);
    expect(getChartScaleMaximum([2])).toBe(2);
    expect(getChartScaleMaximum([3, 1])).toBe(5);
    expect(getChartScaleMaximum([7])).toBe(10);
    expect(getChartScaleMaximum([10])).toBe(10);
    expect(getChartScaleMaximum([11])).toBe(20);
    expect(getChartScaleMaximum([81_481, 23_785])).toBe(100_000);
    expect(getChartScaleMaximum([150_001])).toBe(200_000);
  });
});

describe('getChartTicks', () => {
  it('labels the axis in whole steps', () => {
    expect(getChartTicks(1)).toEqual([0, 1]);
    expect(getChartTicks(2)).toEqual([0, 1, 2]);
    expect(getChartTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(getChartTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(getChartTicks(20)).toEqual([0, 4, 8, 12, 16, 20]);
    expect(getChartTicks(200_000)).toEqual([0, 40_000, 80_000, 120_000, 160_000, 200_000]);
  });
});
