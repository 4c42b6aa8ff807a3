// The types every part of the mock shares: the context a handler works in, its options, and the
// variables a request carries. The factory that builds a context is in context.ts.
import type { Context } from 'hono';
import type { Db } from './db/db';
import type { Scheduler } from './db/scheduler';
import type { Rng } from './lib/random';
import type { FaultRule } from './rules/fault-rules';
import type { ScenarioId } from './scenario-ids';
import type { AccountRec, KeyRec } from './types';
import type { Drift, DriftKind } from './drift-kinds';
import type { ErrorShape } from './error-shape';

export interface MockOptions {
  /** Seed of the generated data and tokens (default 20240611). */
  seed?: number;
  /** Multiplies seeded row counts (default 1; 250 gives 12,000 instances, 400,000 transactions). */
  scale?: number;
  /** Enforce rate limits (default true). When false the x-ratelimit-limit header is still sent. */
  rateLimits?: boolean;
  /** Clock in epoch milliseconds (default Date.now). */
  now?: () => number;
  /**
   * Fault rules active from the start (default none). Checked like MOCK_FAULTS and PUT
   * /__mock/faults: an invalid rule throws, so an injected error always has a documented code.
   */
  faults?: FaultRule[];
  /** Time a deploy stays `provisioning` (default 3000 ms). */
  provisionMs?: number;
  /** Delay before support answers a customer message (default 2000 ms). */
  supportReplyMs?: number;
  /** Time a manual backup stays `pending` (default 2000 ms). */
  backupMs?: number;
  /** Client address for rate limiting (default 'local'; the Node server passes the socket address). */
  clientAddress?: (c: Context) => string;
  /** Starting state (mock/scenarios.ts; default 'healthy', the seed as it is). */
  scenario?: ScenarioId;
  /**
   * Time changes the account (default false): hourly usage of running servers, seeded deploys
   * coming up (db/living.ts). The demo build turns it on; tests keep the store still.
   */
  living?: boolean;
  /** Play a service whose document and answers drift from our contract in one way (mock/drift.ts; default none). */
  drift?: DriftKind;
  /** Answer refusals in another shape than our contract's (mock/error-shape.ts; default ours). */
  errorShape?: ErrorShape;
  /**
   * Deliver webhooks for real to endpoints on one host (default none: every receiver is simulated).
   * Set by the Node server only (MOCK_DELIVER_HOST, MOCK_DELIVER_TO; docs/mock.md).
   */
  delivery?: RealDelivery;
  /**
   * Hears every event the account's endpoints would be sent, as the envelope's JSON, whether or not
   * an endpoint subscribes (default none). The demo build hands them to the console inside the page
   * (src/demo/live.ts), as team mode's stream does.
   */
  onEvent?: EventTap;
}

/** Called with the account an event is of and its envelope (the JSON a delivery POSTs). */
export type EventTap = (accountId: string, envelope: string) => void;

/** Sends a signed delivery for real: the endpoints on `host` are reached through `post`. */
export interface RealDelivery {
  /** The endpoint URLs' host whose deliveries are sent for real (compared as urlHost does). */
  host: string;
  /** POSTs the body with the headers to the endpoint URL; resolves to the status, or null on no answer within 10 s. */
  post: (url: string, headers: Record<string, string>, body: string) => Promise<number | null>;
}

export interface ResolvedOptions {
  seed: number;
  scale: number;
  rateLimits: boolean;
  provisionMs: number;
  supportReplyMs: number;
  backupMs: number;
  clientAddress: (c: Context) => string;
  living: boolean;
  delivery: RealDelivery | undefined;
  onEvent: EventTap | undefined;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  at: string;
  /**
   * Headers that claim a client address or host (X-Forwarded-*, X-Real-IP, Forwarded, …), as
   * received, when any came: what a proxy in front lets through to the service's per-address count.
   */
  addressHeaders?: Record<string, string>;
  /** The names of every header received (lowercase, sorted): what a proxy in front passes on. */
  headerNames?: string[];
}

export interface MockContext {
  readonly options: ResolvedOptions;
  readonly now: () => number;
  db: Db;
  /** Stream for ids and secrets created at runtime (restarts at every reset). */
  ids: Rng;
  scheduler: Scheduler;
  faults: FaultRule[];
  requests: RequestLogEntry[];
  requestSeq: number;
  /** Callbacks of other parts (rate windows, fault counters) to clear on reset. */
  onReset: (() => void)[];
  /** The scenario the store starts from (at creation and at every reset). */
  scenario: ScenarioId;
  /** Requests a minute other people on the same address spend (the scenario's office load). */
  officeLoad: number;
  /** The drift the mock plays now (mock/drift.ts): the option's, or one set by PUT /__mock/drift until a reset. */
  drift: Drift | undefined;
  /** The shape refusals are answered in now (mock/error-shape.ts): the option's, or one set by PUT /__mock/error-shape until a reset. */
  errorShape: ErrorShape | undefined;
  /** Fields a drifted service took that our contract does not have (a deploy's sshKeyIds), oldest first: GET /__mock/drift. */
  driftReceived: Array<{ operation: string; fields: Record<string, unknown> }>;
  /** Back to the scenario's start: seed, scenario, rate windows, request log and fault rules. */
  reset(): void;
}

export type AppEnv = {
  Variables: { key: KeyRec; account: AccountRec; requestId: string; query: ParsedQuery };
};

/** What a request's query parameters parsed into (rules/query.ts). */
export interface ParsedQuery {
  limit: number;
  offset: number;
  q: string;
  month: string | null;
  enums: Record<string, string | undefined>;
}
