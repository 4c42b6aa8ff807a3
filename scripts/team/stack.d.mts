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
  stop: () => void;
}

export function startTeamStack(options: TeamStackOptions): Promise<TeamStack>;
export function describePeople(): string;
