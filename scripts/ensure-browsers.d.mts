// Types for scripts/ensure-browsers.mjs, which stays plain JavaScript so it runs before `npm ci`.
export type ProgramName =
  | 'chromium'
  | 'chromiumShell'
  | 'firefox'
  | 'nginx'
  | 'apache'
  | 'openidc'
  | 'njs'
  | 'nchan'
  | 'haproxy'
  | 'redis';
export declare const PROGRAMS: Record<
  ProgramName,
  {
    label: string;
    apt: string;
    env: string;
    command: string | null;
    paths: string[];
    file?: boolean;
  }
>;
export declare function programPath(
  name: ProgramName,
  env?: Record<string, string | undefined>,
): string | undefined;
export declare function neededPrograms(env?: Record<string, string | undefined>): ProgramName[];
