// Types for bench/servers.mjs, so the TypeScript tours (e2e/firefox) start the stack the same way.
export interface Stack {
  mockUrl: string;
  webUrl: string;
  keys: { full: string; read: string; suspended: string; member: string };
  stop(): void;
}
export declare function startStack(options: {
  mockPort: number;
  webPort: number;
  scale?: number;
  rateLimits?: boolean;
}): Promise<Stack>;
