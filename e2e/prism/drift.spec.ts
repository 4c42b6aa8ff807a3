// Drift served by Stoplight Prism (issue 38, Build item 4): for each kind of drift the e2e suites
// make (e2e/drift-kinds.ts), played in the mock's groups (several kinds in one document, one Prism
// per group), Prism answers from a drifted copy of our document (random answers the
// drifted document allows, not the mock's hand-made ones), and the console reads the same copy as
// the live service's document. The compatibility report names the difference and its verdict, and
// each page the kind touches shows its heading and its content or says what differs: never a
// JavaScript error's words, never an empty page, never an uncaught error.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { driftDocument } from '../../mock/drift';
import { DRIFT_GROUPS, type DriftKind } from '../../mock/drift-kinds';
import { JS_ERROR, KINDS, PAGE_PATHS, type Kind } from '../drift-kinds';
import { PRISM_DRIFT_PORT, PRISM_DRIFT_WEB_PORT } from '../ports';
import { startPrismStack, type PrismStack } from './stack';

const CONTRACT = parse(readFileSync('openapi/cloud-console.v1.yaml', 'utf8')) as Record<
  string,
  unknown
>;
const BASE = `http://127.0.0.1:${PRISM_DRIFT_WEB_PORT}`;

/** The pages a kind touches: its verdict's page and those that explain it. */
function touched(kind: Kind): string[] {
  const verdictPath = PAGE_PATHS[kind.verdict[0]];
  // A detail page's verdict: its page is visited by `details` (Prism answers any ID).
  if (!verdictPath && !kind.details)
    throw new Error(`no path for the page "${kind.verdict[0]}" (e2e/drift-kinds.ts PAGE_PATHS)`);
  return [
    ...new Set([
      ...(verdictPath ? [verdictPath] : []),
      ...Object.keys(kind.explains ?? {}),
      ...Object.keys(kind.details ?? {}).map((list) => `/${list}/prism-drift-1`),
    ]),
  ];
}

/** What a path explains: a list page's `explains`, or a detail page's `details` (`/tickets/prism-drift-1`). */
const explanation = (kind: Kind, path: string) =>
  kind.explains?.[path] ?? kind.details?.[path.split('/')[1]!];

/**
 * The kinds in the groups the mock plays at once (DRIFT_GROUPS: kinds that touch different
 * operations, pages and panels): one Prism per group, serving the group's drifts in one document.
 */
const GROUPS = DRIFT_GROUPS.map((group) =>
  group
    .map((name) => {
      const kind = KINDS.find((entry) => entry.kind === name);
      if (!kind) throw new Error(`e2e/drift-kinds.ts says nothing of ${name}`);
      return kind;
    })
    // A kind Prism cannot play (notUnderPrism says why) is left to the mock's suites.
    .filter((kind) => !kind.notUnderPrism),
);

async function connect(page: Page): Promise<void> {
  await page.goto(`${BASE}/connect`);
  // Prism compares no keys; it only wants the bearer scheme.
  await page.getByLabel('API key').fill('cc_prism_drift_key');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({
    timeout: 60_000,
  });
}

async function shows(page: Page, kind: Kind, path: string): Promise<void> {
  await page.goto(`${BASE}${path}`);
  await expect(
    page.getByRole('heading', { level: 1 }).first(),
    `${kind.kind} on ${path}: its heading`,
  ).toBeVisible();
  const main = page.locator('main');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await main.innerText()).trim().length, {
      message: `${kind.kind} on ${path}: an empty page`,
    })
    .toBeGreaterThan(60);
  expect(await main.innerText(), `${kind.kind} on ${path}: a JavaScript error's words`).not.toMatch(
    JS_ERROR,
  );
  // Prism's answers carry random extra fields, which the panel lists among what came instead: the
  // words up to that list are the mock's.
  const words = explanation(kind, path)?.source.split('; the same object')[0];
  const explains = words ? new RegExp(words) : undefined;
  // The mock answers a removed route 404; Prism answers what the drifted document still matches
  // (GET /backups/servers as GET /backups/{backupId}, a backup where a list was read), as a real
  // service may: then the page's panel says what the answer lacks instead.
  const says = kind.says?.[path];
  if (says)
    await expect(
      main.getByText(says).or(page.locator('main [data-testid="read-drift"]')).first(),
      `${kind.kind} on ${path}: the page says what the service does differently`,
    ).toBeVisible();
  if (explains)
    await expect(
      page.locator('[data-testid="read-drift"]').filter({ hasText: explains }).first(),
      `${kind.kind} on ${path}: the panel says what differs`,
    ).toBeVisible();
}

test('Prism answering from a drifted document: the report names each kind, and the pages it touches show content or say what differs', async ({
  page,
}, testInfo) => {
  test.setTimeout(KINDS.length * 60_000);
  const dir = mkdtempSync(join(tmpdir(), 'prism-drift-'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const seen: string[] = [];
  try {
    for (const group of GROUPS) {
      const name = group.map((kind) => kind.kind).join(', ');
      await test.step(name, async () => {
        const document = join(dir, `${group[0]!.kind}.json`);
        writeFileSync(
          document,
          JSON.stringify(
            group.reduce((doc, kind) => driftDocument(doc, kind.kind as DriftKind), CONTRACT),
          ),
        );
        let stack: PrismStack | undefined;
        try {
          stack = await startPrismStack({
            seed: 's4',
            prismPort: PRISM_DRIFT_PORT,
            webPort: PRISM_DRIFT_WEB_PORT,
            document,
            serveDocument: true,
          });
          await connect(page);
          await page.goto(`${BASE}/explorer?view=compatibility`);
          await expect(
            page.getByRole('heading', { level: 1, name: 'Compatibility report' }),
          ).toBeVisible();
          const differences = page.getByTestId('compat-difference');
          await expect(differences.first()).toBeVisible({ timeout: 30_000 });
          for (const kind of group) {
            await expect(
              differences.filter({ hasText: kind.report }).first(),
              `${kind.kind}: the report names it`,
            ).toBeVisible();
            const [pageName, verdict] = kind.verdict;
            await expect(
              page
                .getByTestId('compat-page')
                .filter({ has: page.getByRole('rowheader', { name: pageName, exact: true }) }),
              `${kind.kind}: the verdict on ${pageName}`,
            ).toContainText(verdict === 'Works' ? /Works(?! with differences)/ : verdict);
          }
          for (const kind of group) {
            for (const path of touched(kind)) await shows(page, kind, path);
            expect(errors.splice(0), `${kind.kind}: no uncaught error`).toEqual([]);
            seen.push(`${kind.kind}: ${touched(kind).join(', ')}`);
          }
        } finally {
          if (stack) {
            await testInfo.attach(`prism-${group[0]!.kind}.log`, {
              body: stack.log(),
              contentType: 'text/plain',
            });
            await stack.stop();
          }
          // Each group starts signed out, on a new service.
          await page.context().clearCookies();
          await page
            .evaluate(() => {
              sessionStorage.clear();
              localStorage.clear();
            })
            .catch(() => undefined);
        }
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    console.log(`Prism drift:\n  ${seen.join('\n  ')}`);
  }
});
