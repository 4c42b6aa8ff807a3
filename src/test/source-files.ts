import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The tree's `src/`, for the tests that read the code as text (route bindings, paginated pages). */
export const SRC = resolve(process.cwd(), 'src');

/** The .ts/.tsx files below `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export const source = (file: string) => readFileSync(file, 'utf8');

/** Each route's file by its route ID (`createFileRoute('/_app/tickets/')` → src/routes/_app/tickets/index.tsx). */
export const routeFiles = () =>
  new Map(
    sourceFiles(join(SRC, 'routes')).flatMap((file) => {
      const id = /createFileRoute\('([^']+)'\)/.exec(source(file))?.[1];
      return id ? [[id, file] as const] : [];
    }),
  );
