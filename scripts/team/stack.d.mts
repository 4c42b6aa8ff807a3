import type { DemoPerson } from './people.mjs';

export interface TeamStackOptions {
  frontPort: number;
  nginxPort: number;
  providerPort: number;
  mockPort: number;
  root?: string;
  prefix?: string;
  sessionTimeout?: number;
  claimsRefresh?: number;
  mockEnv?: Record<string, string>;
  log?: boolean;
  mock?: boolean;
  tls?: boolean;
  /** false: webhooks stay simulated and no endpoint is registered (default: live). */
  live?: boolean;
  /** More flags for deploy/team/render.mjs (a bench comparing the person's share, for one). */
  renderArgs?: string[];
  /** Two or more: replicas of the front and nginx behind HAProxy on frontPort, sharing Redis. */
  replicas?: Array<{ frontPort: number; nginxPort: number }>;
  /** Where the replicas' Redis listens (with replicas). */
  redisPort?: number;
}

export interface TeamReplica {
  /** The replica's own front, past the balancer. */
  url: string;
  frontPort: number;
  nginxPort: number;
  prefix: string;
  /** Starts its nginx and front again; resolves once it answers. */
  start: () => Promise<void>;
  /** Stops its nginx and front at once, cutting open connections, as a machine going down. */
  stop: () => Promise<unknown>;
}

export interface TeamStack {
  url: string;
  publicUrl: string;
  providerUrl: string;
  mockUrl: string;
  keys: Record<string, string>;
  people: readonly DemoPerson[];
  prefix: string;
  auditLog: string;
  /** The webhook endpoint registered for this console (live), its id and the label of its secret. */
  hook: { url: string; id: string; label: string } | undefined;
  /** The replicas (one without options.replicas: the front on frontPort). */
  replicas: TeamReplica[];
  stop: () => void;
}

export function startTeamStack(options: TeamStackOptions): Promise<TeamStack>;
export function describePeople(): string;
