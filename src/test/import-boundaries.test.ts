// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries (eslint.boundaries.js, docs/contributing.md) run the repository's own ESLint
 * configuration on small fixtures, so a rule that is dropped or loosened fails here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

// ESLint with the type-aware project config takes seconds for the first file on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('refuse a shared-to-feature import, static or dynamic, by alias or relative path', async () => {
    expect(
      await boundaryErrors(
        'src/components/table/fixture.tsx',
        "export { useIdentity } from '@/features/session/connect-page';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/api/fixture.ts',
        "export { ticketsQuery } from '../features/tickets/queries';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/query-client.ts',
        "export const load = () => import('@/features/palette/components/command-palette');\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/lib/fixture.ts', "export { Route } from '@/routes/_app';\n"),
    ).toHaveLength(1);
  });

  it("refuse a feature-to-feature import other than the other feature's queries.ts", async () => {
    const [message] = await boundaryErrors(
      'src/features/overview/fixture.ts',
      "export { TicketStatusBadge } from '@/features/tickets/components/status-badge';\n",
    );
    expect(message).toMatch(/only through its queries\.ts/);
    expect(
      await boundaryErrors(
        'src/features/overview/components/fixture.tsx',
        "export { ticketsQuery } from '../../tickets/queries';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/features/overview/fixture.ts',
        "export { ticketsQuery } from '../tickets/queries';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuse a query, a request or a write in src/components/table, which only renders', async () => {
    const [message] = await boundaryErrors(
      'src/components/table/fixture.tsx',
      "export { useQuery } from '@tanstack/react-query';\n",
    );
    expect(message).toMatch(/only renders tables/);
    expect(
      await boundaryErrors(
        'src/components/table/fixture.tsx',
        "export { regionsQuery } from '@/api/queries/catalog';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/components/table/fixture.tsx',
        "export { useGuardedMutation } from '@/components/write/guarded-mutation';\n",
      ),
    ).toHaveLength(1);
    // The shared rule still holds there: the table's own list repeats it.
    expect(
      await boundaryErrors(
        'src/components/table/fixture.tsx',
        "export { vpcsQuery } from '@/features/vpcs/queries';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/components/table/fixture.tsx',
        "export type { AnyApiCall } from '@/api/api-call';\n",
      ),
    ).toEqual([]);
  });

  it('refuse a glob of the features from shared code, but the collectors’ own declaration file', async () => {
    expect(
      await boundaryErrors(
        'src/lib/fixture.ts',
        "export const all = import.meta.glob('@/features/*/queries.ts', { eager: true });\n",
      ),
    ).toHaveLength(1);
    const [message] = await boundaryErrors(
      'src/lib/console-pages.ts',
      "export const all = import.meta.glob('@/features/*/pages.ts', { eager: true });\n",
    );
    expect(message).toMatch(/globs '@\/features\/\*\/explorer-pages\.ts' and nothing else/);
    expect(
      await boundaryErrors(
        'src/lib/console-pages.ts',
        "export const all = import.meta.glob('@/features/*/explorer-pages.ts', { eager: true });\n",
      ),
    ).toEqual([]);
  });

  it('keep the declarations the collectors glob free of feature code (types pass)', async () => {
    const [message] = await boundaryErrors(
      'src/features/vpcs/pages.ts',
      "import { vpcsQuery } from './queries';\nexport const pages = { vpcsQuery };\n",
    );
    expect(message).toMatch(/page-facts declaration/);
    expect(
      await boundaryErrors(
        'src/features/vpcs/reads.ts',
        "import { PANEL_READS } from '@/api/reads/panels';\nexport const panelReads = PANEL_READS;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/features/vpcs/reads.ts',
        "import { z } from 'zod/mini';\nimport type { Vpc } from './queries';\nexport const row: Vpc | z.ZodMiniType = z.string();\n",
      ),
    ).toEqual([]);
  });

  it('allow what the rule allows', async () => {
    expect(
      await boundaryErrors(
        'src/features/overview/fixture.ts',
        "export { ticketsQuery } from '@/features/tickets/queries';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/overview/components/fixture.tsx',
        "export { ticketStatsQuery } from '../queries';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/routes/fixture.tsx',
        "export { TicketPage } from '@/features/tickets/components/ticket-page';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/components/fixture.tsx',
        "export { useWritePermission } from '@/api/identity/use-identity';\n",
      ),
    ).toEqual([]);
  });
});
