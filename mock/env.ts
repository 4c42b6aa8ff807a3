// Reads the mock's environment variables (used by server.ts only; takes the env as an argument).
import { parseFaultRules, type FaultRule } from './rules/fault-rules';
import { DEFAULT_SEED } from './seed/index';
import { parseDriftKind, type DriftKind } from './drift-kinds';
import { parseErrorShape, type ErrorShape } from './error-shape';
import { loopbackOrigin } from './deliver-node';

export interface MockEnv {
  port: number;
  seed: number;
  scale: number;
  rateLimits: boolean;
  faults: FaultRule[];
  provisionMs: number;
  supportReplyMs: number;
  drift: DriftKind | undefined;
  errorShape: ErrorShape | undefined;
  /** Deliver webhooks for real: endpoints on `host` are reached at the loopback origin `to`. */
  deliver: { host: string; to: URL } | undefined;
}

function integer(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  return n;
}

export function readEnv(env: Record<string, string | undefined>): MockEnv {
  const limits = (env.MOCK_RATE_LIMITS ?? 'on').trim().toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0', ''].includes(limits))
    throw new Error(`MOCK_RATE_LIMITS must be on or off (got "${env.MOCK_RATE_LIMITS}")`);
  let faults: FaultRule[] = [];
  if (env.MOCK_FAULTS && env.MOCK_FAULTS.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.MOCK_FAULTS);
    } catch {
      throw new Error('MOCK_FAULTS must be a JSON array of fault rules');
    }
    const rules = parseFaultRules(parsed);
    if (typeof rules === 'string') throw new Error(`MOCK_FAULTS: ${rules}`);
    faults = rules;
  }
  const deliverHost = env.MOCK_DELIVER_HOST?.trim() ?? '';
  const deliverTo = env.MOCK_DELIVER_TO?.trim() ?? '';
  if (Boolean(deliverHost) !== Boolean(deliverTo))
    throw new Error('MOCK_DELIVER_HOST and MOCK_DELIVER_TO go together');
  const to = deliverTo ? loopbackOrigin(deliverTo) : undefined;
  if (typeof to === 'string') throw new Error(`MOCK_DELIVER_TO: ${to}`);
  return {
    port: integer(env, 'MOCK_PORT', 8787, 0, 65535),
    seed: integer(env, 'MOCK_SEED', DEFAULT_SEED, 0, 2 ** 32 - 1),
    scale: integer(env, 'MOCK_SCALE', 1, 1, 1000),
    rateLimits: !['off', 'false', '0'].includes(limits),
    faults,
    provisionMs: integer(env, 'MOCK_PROVISION_MS', 3000, 0, 3_600_000),
    supportReplyMs: integer(env, 'MOCK_SUPPORT_REPLY_MS', 2000, 0, 3_600_000),
    drift: parseDriftKind(env.MOCK_DRIFT),
    errorShape: parseErrorShape(env.MOCK_ERROR_SHAPE),
    deliver: to ? { host: deliverHost, to } : undefined,
  };
}
