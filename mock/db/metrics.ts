// Metrics are computed, not stored: every value is a pure function of the instance id and the
// sample's absolute time slot, so the same instance and range give the same series (shifted only
// as time moves on). About 2% of samples are gaps (null). Samples before the instance existed, from
// the moment a stopped or destroyed server stopped (stoppedAt), and the latest ones of a server that
// is not running, are null too.
import { hashString, mulberry32, unitHash } from '../lib/random';
import { iso } from '../lib/time';
import type { InstanceRec, MetricsHistory, MetricsPoint } from '../types';

export const RANGES = {
  '1h': { points: 60, stepSeconds: 60 },
  '24h': { points: 288, stepSeconds: 300 },
  '7d': { points: 168, stepSeconds: 3600 },
  '30d': { points: 180, stepSeconds: 14400 },
} as const;
export type Range = keyof typeof RANGES;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

interface Profile {
  cpu: number;
  cpuAmp: number;
  phase: number;
  mem: number;
  disk: number;
  net: number;
}

function profile(id: string): Profile {
  const r = mulberry32(hashString(`profile:${id}`));
  return {
    cpu: 5 + r() * 55,
    cpuAmp: 5 + r() * 25,
    phase: r() * Math.PI * 2,
    mem: 25 + r() * 55,
    disk: 15 + r() * 70,
    net: 2e4 + r() * 2e6,
  };
}

function sample(id: string, p: Profile, tMs: number, stepSeconds: number): Omit<MetricsPoint, 't'> {
  const slot = Math.floor(tMs / 1000 / stepSeconds);
  const n = (k: string) => unitHash(`${id}:${stepSeconds}:${slot}:${k}`) - 0.5;
  const day = Math.sin((2 * Math.PI * (tMs % 86_400_000)) / 86_400_000 + p.phase);
  return {
    cpuPercent: round1(clamp(p.cpu + p.cpuAmp * day + n('c') * 20, 0, 100)),
    memoryPercent: round1(clamp(p.mem + n('m') * 8, 0, 100)),
    diskPercent: round1(clamp(p.disk + ((tMs / 86_400_000) % 30) * 0.3 + n('d'), 0, 100)),
    networkInBps: Math.round(Math.max(0, p.net * (1 + day * 0.6 + n('i')))),
    networkOutBps: Math.round(Math.max(0, p.net * 0.4 * (1 + day * 0.6 + n('o')))),
  };
}

const GAP: Omit<MetricsPoint, 't'> = {
  cpuPercent: null,
  memoryPercent: null,
  diskPercent: null,
  networkInBps: null,
  networkOutBps: null,
};

export function metricsHistory(inst: InstanceRec, range: Range, now: number): MetricsHistory {
  const { points: count, stepSeconds } = RANGES[range];
  const stepMs = stepSeconds * 1000;
  const last = Math.floor(now / stepMs) * stepMs;
  const p = profile(inst.id);
  const quietFrom = inst.status === 'running' || inst.status === 'error' ? Infinity : count - 3;
  const points: MetricsPoint[] = [];
  for (let k = 0; k < count; k++) {
    const t = last - (count - 1 - k) * stepMs;
    const slot = Math.floor(t / stepMs);
    const gap =
      t < inst.createdAt ||
      (inst.stoppedAt !== undefined && t >= inst.stoppedAt) ||
      k >= quietFrom ||
      unitHash(`${inst.id}:gap:${stepSeconds}:${slot}`) < 0.02;
    points.push({ t: iso(t), ...(gap ? GAP : sample(inst.id, p, t, stepSeconds)) });
  }
  return { instanceId: inst.id, range, stepSeconds, points };
}

/** The latest sample, for the monitored-servers list (null unless the server is up). */
export function currentMetrics(
  inst: InstanceRec,
  now: number,
): Pick<MetricsPoint, 'cpuPercent' | 'memoryPercent' | 'diskPercent'> {
  if (inst.status !== 'running' && inst.status !== 'error')
    return { cpuPercent: null, memoryPercent: null, diskPercent: null };
  const s = sample(inst.id, profile(inst.id), Math.floor(now / 60_000) * 60_000, 60);
  return { cpuPercent: s.cpuPercent, memoryPercent: s.memoryPercent, diskPercent: s.diskPercent };
}
