import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  formatPointTime,
  hasSamples,
  metricsCsv,
  timeTicks,
  toChartRows,
} from './metrics-data';

const points = [
  {
    t: '2026-01-01T10:00:00Z',
    cpuPercent: 12.5,
    memoryPercent: 40,
    diskPercent: 55,
    networkInBps: 1000,
    networkOutBps: 400,
  },
  {
    t: '2026-01-01T10:01:00Z',
    cpuPercent: null,
    memoryPercent: null,
    diskPercent: null,
    networkInBps: null,
    networkOutBps: null,
  },
];

describe('metrics data', () => {
  it('keeps gaps as null for the charts', () => {
    const rows = toChartRows(points);
    expect(rows[1]).toEqual({
      t: Date.parse('2026-01-01T10:01:00Z'),
      cpu: null,
      memory: null,
      disk: null,
      netIn: null,
      netOut: null,
    });
    expect(hasSamples(points)).toBe(true);
    expect(hasSamples([points[1]!])).toBe(false);
  });

  it('charts only readable times, in order, one row per instant', () => {
    const rows = toChartRows([
      points[1]!,
      { ...points[0]!, t: '2016-12-31T23:59:60Z' },
      points[0]!,
      { ...points[0]!, cpuPercent: 99 },
    ]);
    expect(rows.map((row) => [row.t, row.cpu])).toEqual([
      [Date.parse('2026-01-01T10:00:00Z'), 99],
      [Date.parse('2026-01-01T10:01:00Z'), null],
    ]);
    expect(metricsCsv([{ ...points[1]!, t: '2016-12-31T23:59:60Z' }])).toContain(
      '\r\n2016-12-31T23:59:60Z,,,,,\r\n',
    );
  });

  it('writes CSV with UTC times and empty cells for gaps', () => {
    expect(metricsCsv(points)).toBe(
      'time_utc,cpu_percent,memory_percent,disk_percent,network_in_bps,network_out_bps\r\n' +
        '2026-01-01T10:00:00.000Z,12.5,40,55,1000,400\r\n' +
        '2026-01-01T10:01:00.000Z,,,,,\r\n',
    );
    expect(csvFileName('web-1', '7d')).toBe('web-1-metrics-7d.csv');
    expect(csvFileName('a b/c', '1h')).toBe('a-b-c-metrics-1h.csv');
  });

  it('names the zone in times, UTC on request', () => {
    expect(formatPointTime(Date.parse('2026-01-01T10:00:00Z'), true)).toMatch(/10:00.*UTC/);
  });
});

describe('timeTicks', () => {
  it('spreads the ticks evenly across the samples, none at an edge', () => {
    const rows = [0, 10, 20, 30, 40, 50].map((t) => ({ t: t * 1000 }));
    expect(timeTicks(rows)).toEqual([5_000, 15_000, 25_000, 35_000, 45_000]);
    expect(timeTicks(rows, 2)).toEqual([12_500, 37_500]);
  });
  it('gives one tick for one sample and none for none', () => {
    expect(timeTicks([{ t: 5 }])).toEqual([5]);
    expect(timeTicks([])).toEqual([]);
  });
});
