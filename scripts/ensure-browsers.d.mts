// Types for scripts/ensure-browsers.mjs, which stays plain JavaScript so it runs before `npm ci`.
export type ProgramName = 'chromium' | 'firefox' | 'nginx';
export declare const PROGRAMS: Record<
  ProgramName,
  { label: string; apt: string; env: string; command: string; paths: string[] }
>;
export declare function programPath(
  name: ProgramName,
  env?: Record<string, string | undefined>,
): string | undefined;
export declare function neededPrograms(env?: Record<string, string | undefined>): ProgramName[];
