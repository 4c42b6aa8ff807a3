// Builds everything a request handler needs: the store, the clock, ids and the lazily-run scheduler
// (its types are in mock-context.ts).
import { Scheduler } from './db/scheduler';
import { stream } from './lib/random';
import { parseFaultRules } from './rules/fault-rules';
import { startLiving } from './db/living';
import { SCENARIOS } from './scenarios';
import type { ScenarioId } from './scenario-ids';
import { buildDb, DEFAULT_SEED } from './seed/index';
import type { MockContext, MockOptions, RequestLogEntry, ResolvedOptions } from './mock-context';

export function createContext(options: MockOptions = {}): MockContext {
  const faults = parseFaultRules(options.faults ?? []);
  if (typeof faults === 'string') throw new Error(`faults: ${faults}`);
  const resolved: ResolvedOptions = {
    seed: options.seed ?? DEFAULT_SEED,
    scale: Math.max(1, Math.floor(options.scale ?? 1)),
    rateLimits: options.rateLimits ?? true,
    provisionMs: options.provisionMs ?? 3000,
    supportReplyMs: options.supportReplyMs ?? 2000,
    backupMs: options.backupMs ?? 2000,
    clientAddress: options.clientAddress ?? (() => 'local'),
    living: options.living ?? false,
    delivery: options.delivery,
    onEvent: options.onEvent,
  };
  const clock = options.now ?? (() => Date.now());
  // A scheduled task sees its own due time (db/scheduler.ts).
  const now = () => ctx.scheduler.current ?? clock();
  const scenarioId = options.scenario ?? 'healthy';
  /** What a scenario starts from, at creation and at every reset: its store, ids, fault rules and load. */
  const fresh = (id: ScenarioId, at: number) => {
    const scenario = SCENARIOS[id];
    return {
      db: buildDb(resolved.seed, resolved.scale, at, scenario.instances),
      ids: stream(resolved.seed, 'runtime'),
      faults: [...(scenario.faults ?? [])],
      officeLoad: scenario.officeLoad ?? 0,
      requests: [] as RequestLogEntry[],
      requestSeq: 0,
      driftReceived: [] as MockContext['driftReceived'],
    };
  };
  const first = fresh(scenarioId, clock());
  const ctx: MockContext = {
    options: resolved,
    now,
    ...first,
    // The options' fault rules hold from the start only; a reset keeps the scenario's.
    faults: [...faults, ...first.faults],
    scheduler: new Scheduler(),
    onReset: [],
    scenario: scenarioId,
    drift: options.drift,
    errorShape: options.errorShape,
    reset() {
      Object.assign(ctx, fresh(ctx.scenario, now()));
      ctx.drift = options.drift;
      ctx.errorShape = options.errorShape;
      ctx.scheduler.clear();
      for (const fn of ctx.onReset) fn();
      prepare();
    },
  };
  /** What the scenario changes in the fresh seed, then time's own rules when the store lives. */
  function prepare(): void {
    SCENARIOS[ctx.scenario].setup?.(ctx);
    if (resolved.living) startLiving(ctx);
  }
  prepare();
  return ctx;
}
