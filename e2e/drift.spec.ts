/**
 * Drift made on purpose (docs/drift.md): the worker's mock plays a service whose OpenAPI document
 * and answers differ from our contract (PUT /__mock/drift, mock/drift.ts), several kinds at once
 * where they touch different things. For each kind, the compatibility report names the difference
 * and the pages it touches, and every page of the navigation and a detail page shows its heading
 * and either its content or a specific explanation: never a JavaScript error's text, never an
 * empty page. Once more in German.
 */
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { DRIFT_GROUPS } from '../mock/drift-kinds';
import { DETAIL_LISTS, JS_ERROR, KINDS, type Kind } from './drift-kinds';
import { NAV_ITEMS } from './nav';
import { screenshotToRead } from './screenshots';
import { openInGerman } from './language';

/**
 * The kinds, in the groups the mock plays at once (kinds that touch different operations and
 * pages, DRIFT_GROUPS): the navigation is toured once per group, and each kind's words are
 * checked on every page as when it was played alone.
 */
const GROUPS = DRIFT_GROUPS.map((group) =>
  group.map((name) => {
    const kind = KINDS.find((entry) => entry.kind === name);
    if (!kind) throw new Error(`e2e/drift-kinds.ts says nothing of ${name}`);
    return kind;
  }),
);
const grouped = new Set(DRIFT_GROUPS.flat() as readonly string[]);
for (const kind of KINDS)
  if (!grouped.has(kind.kind)) throw new Error(`${kind.kind} is in no group of DRIFT_GROUPS`);

/** A stopped server's page (the drifts that touch servers change the stopped ones). */
async function detailPath(mock: MockControl): Promise<string> {
  const answer = await fetch(`${mock.url}/api/v1/instances`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  const { items } = (await answer.json()) as { items: Array<{ id: string; status: string }> };
  return `/instances/${items.find((row) => row.status === 'stopped' || row.status === 'rescue')?.id ?? items[0]!.id}`;
}

/** Waits for a page's heading and for its tables and panels to have their answers. */
async function settle(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // The page's own reads (charts and related lists further down load when scrolled to).
  await expect(
    page
      .locator('main h1 ~ [role="status"], main > [role="status"]')
      .filter({ hasText: /^Loading|^Reading|^Comparing/ }),
  ).toHaveCount(0, { timeout: 30_000 });
}

/** A page of the navigation, by its link (no reload: the shell's reads stay cached, the budget lasts). */
async function visit(page: Page, item: (typeof NAV_ITEMS)[number]): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: item.label, exact: true })
    .click();
  await settle(page, item.to);
}

async function pageIsWhole(page: Page, path: string): Promise<string> {
  const main = page.locator('main');
  // The heading and something under it: content, or the words of a notice.
  await expect
    .poll(async () => (await main.innerText()).trim().length, { message: `${path}: an empty page` })
    .toBeGreaterThan(60);
  const text = (await main.innerText()).trim();
  expect(text, `${path}: a JavaScript error's words`).not.toMatch(JS_ERROR);
  // Read at once: a notice that a re-render replaced between a list of locators and the read of one
  // of them left that read waiting for the rest of the test (210 s in the gate).
  for (const text of await page.locator('[data-testid="read-drift"]').allInnerTexts())
    expect(text.trim(), `${path}: an empty explanation`).not.toBe('');
  return text;
}

/** What each kind of the group says on this page (the page itself is checked once: pageIsWhole). */
async function check(page: Page, kinds: readonly Kind[], path: string): Promise<void> {
  for (const kind of kinds) {
    const explains = kind.explains?.[path];
    if (explains)
      await expect(
        page.locator('[data-testid="read-drift"]').filter({ hasText: explains }).first(),
        `${kind.kind} on ${path}`,
      ).toBeVisible();
    const says = kind.says?.[path];
    if (says) await expect(page.locator('main'), `${kind.kind} on ${path}`).toContainText(says);
    const unknown = kind.unknown?.[path];
    if (unknown)
      await expect(
        page.locator('main [data-unknown-value]').filter({ hasText: unknown }).first(),
        `${kind.kind} on ${path}`,
      ).toBeVisible();
  }
}

/** The open dialog has no WCAG 2.1 AA violation. */
async function axeClean(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page, '[role="dialog"]'), where).toEqual([]);
}

/** The navigation once, the group's kinds checked on each page; then each kind's own pages and dialogs. */
async function tour(page: Page, mock: MockControl, kinds: readonly Kind[]): Promise<void> {
  for (const item of NAV_ITEMS) {
    await visit(page, item);
    await pageIsWhole(page, item.to);
    await check(page, kinds, item.to);
  }
  const detail = await detailPath(mock);
  await page.goto(detail);
  await settle(page, detail);
  // Its related resources (five list reads) load when scrolled to: on a tall screen, at once.
  const related = page.getByRole('region', { name: 'Related resources' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
  await pageIsWhole(page, detail);
  await check(page, kinds, detail);
  // Pages outside the navigation that say something of a kind's drift, each visited once.
  const outside = new Set(kinds.flatMap((kind) => Object.keys({ ...kind.says, ...kind.explains })));
  for (const path of [...outside].filter((path) => !NAV_ITEMS.some((item) => item.to === path))) {
    await page.goto(path);
    await settle(page, path);
    await pageIsWhole(page, path);
    await check(page, kinds, path);
  }
  for (const kind of kinds) await ownStops(page, mock, kind);
}

/** A kind's detail pages, and the picker and the palette that say what they cannot read. */
async function ownStops(page: Page, mock: MockControl, kind: Kind): Promise<void> {
  for (const [list, explains] of Object.entries(kind.details ?? {})) {
    const answer = await fetch(`${mock.url}/api/v1/${DETAIL_LISTS[list] ?? list}`, {
      headers: { authorization: `Bearer ${mock.keys.full}` },
    });
    const path = `/${list}/${((await answer.json()) as { items: Array<{ id: string }> }).items[0]!.id}`;
    await page.goto(path);
    await settle(page, path);
    await pageIsWhole(page, path);
    await expect(
      page.locator('[data-testid="read-drift"]').filter({ hasText: explains }).first(),
      `${kind.kind} on ${path}`,
    ).toBeVisible();
  }
  // A form's picker says what it cannot read, and still offers what it can: the form stays usable.
  if (kind.picker) {
    let path = kind.picker.path;
    if (kind.picker.list) {
      const answer = await fetch(`${mock.url}/api/v1/${kind.picker.list}`, {
        headers: { authorization: `Bearer ${mock.keys.full}` },
      });
      path = `/${kind.picker.list}/${((await answer.json()) as { items: Array<{ id: string }> }).items[0]!.id}`;
    }
    await page.goto(path);
    await settle(page, path);
    await page.getByRole('button', { name: kind.picker.open }).first().click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(kind.picker.label ?? 'Region', { exact: true });
    await expect(
      dialog.getByTestId('read-drift').filter({ hasText: kind.picker.explains }),
      `${kind.kind}: the picker says what differs`,
    ).toBeVisible({ timeout: 30_000 });
    await expect(field.locator('option')).not.toHaveCount(1);
    await field.selectOption({ index: 1 });
    expect(await dialog.innerText(), `${kind.kind}: the picker's dialog`).not.toMatch(JS_ERROR);
    await axeClean(page, `${kind.kind}: the picker's dialog`);
    await page.keyboard.press('Escape');
  }
  // The command palette searches what it can read and says which collection it leaves out.
  if (kind.palette) {
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('a');
    // One line per collection it leaves out (others of the group may leave out theirs).
    await expect(
      palette.getByTestId('palette-drift').filter({ hasText: kind.palette }),
      `${kind.kind}: the palette says what it cannot search`,
    ).toBeVisible({ timeout: 30_000 });
    await expect(palette.getByRole('option').first()).toBeVisible();
    expect(await palette.innerText()).not.toMatch(JS_ERROR);
    await axeClean(page, `${kind.kind}: the palette`);
    await page.keyboard.press('Escape');
  }
}

test.describe('drift from the contract', () => {
  for (const group of GROUPS) {
    test(`${group.map((kind) => kind.kind).join(', ')}: the report names each and the pages it touches; every page shows content or says what differs`, async ({
      page,
      connect,
      mock,
    }) => {
      test.setTimeout(180_000 + 30_000 * group.length);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await connect('full');
      await mock.setDrift(group.map((kind) => kind.kind));
      await page.goto('/explorer?view=compatibility');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Compatibility report' }),
      ).toBeVisible();
      const differences = page.getByTestId('compat-difference');
      await expect(differences.first()).toBeVisible({ timeout: 30_000 });
      for (const kind of group) {
        await expect(
          differences.filter({ hasText: kind.report }).first(),
          `${kind.kind}: the report`,
        ).toBeVisible();
        const [pageName, verdict] = kind.verdict;
        await expect(
          page
            .getByTestId('compat-page')
            .filter({ has: page.getByRole('rowheader', { name: pageName, exact: true }) }),
          `${kind.kind}: the verdict on ${pageName}`,
        ).toContainText(verdict === 'Works' ? /Works(?! with differences)/ : verdict);
      }
      await tour(page, mock, group);
      expect(errors).toEqual([]);
    });
  }

  test('a deploy the live service requires more of: the field from its document, labelled, refused empty, then sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('required-request-field');
    await page.goto('/instances/deploy');
    await expect(page.getByRole('heading', { level: 1, name: 'Deploy a server' })).toBeVisible();
    // Built from the live document once the person starts on the form, marked as the live service's.
    await page.getByLabel('Name', { exact: true }).focus();
    const live = page.getByRole('group', { name: 'From the live service' });
    await expect(live).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('The live service asks for more than this console knows'),
    ).toBeVisible();
    const keys = live.getByLabel('sshKeyIds');
    await expect(keys).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('drift-web-1');
    await page.getByRole('radio', { name: /Frankfurt/ }).check();
    await page.getByRole('radio', { name: /Regular 2 vCPU \/ 4 GB/ }).check();
    await page.getByLabel('Operating system image').selectOption({ label: 'Ubuntu 24.04 LTS' });
    await mock.clearRequests();
    // Empty: refused in the form, with the field named, and nothing sent.
    await page.getByRole('button', { name: 'Review deploy' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Check the form' });
    await expect(summary).toContainText('One field needs attention:');
    await expect(summary.getByRole('link', { name: 'sshKeyIds' })).toBeVisible();
    await expect(keys).toHaveAccessibleDescription(/The live service requires this field\./);
    await expect(page.getByText('This creates a real server and bills your wallet')).toHaveCount(0);
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
    // Filled: reviewed with it, sent with it, and the service takes it.
    await keys.fill('key-1, key-2');
    await page.getByRole('button', { name: 'Review deploy' }).click();
    await expect(page.getByText('This creates a real server and bills your wallet')).toBeVisible();
    await expect(page.getByText("sshKeyIds (the live service's)")).toBeVisible();
    await page.getByRole('button', { name: /^Deploy server for/ }).click();
    // The new server's page (not the form's own /instances/deploy).
    await expect(page.getByRole('heading', { level: 1, name: 'drift-web-1' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/instances\/(?!deploy$)[^/]+$/);
    const seen = (await (await fetch(`${mock.url}/__mock/drift`)).json()) as {
      received: unknown[];
    };
    expect(seen.received).toEqual([
      { operation: 'POST /instances', fields: { sshKeyIds: ['key-1', 'key-2'] } },
    ]);
  });

  test('a live document that matches the deploy form loads no form model or schema checker; one that requires more does', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/^\/assets\/openapi-[^/]+\.js$/.test(new URL(request.url()).pathname))
        fetched.push(request.url());
    });
    const documentRead = (answer: { url(): string; status(): number }) =>
      new URL(answer.url()).pathname.endsWith('/openapi.json') && answer.status() === 200;
    await connect('full');
    let read = page.waitForResponse(documentRead);
    await page.goto('/instances/deploy');
    // Read once the person starts on the form.
    await page.getByLabel('Name', { exact: true }).focus();
    await read;
    await page.waitForLoadState('networkidle');
    expect(fetched, 'the form model loaded for a matching document').toEqual([]);
    await mock.setDrift('required-request-field');
    read = page.waitForResponse(documentRead);
    await page.reload();
    await page.getByLabel('Name', { exact: true }).focus();
    await read;
    await expect(page.getByRole('group', { name: 'From the live service' })).toBeVisible({
      timeout: 30_000,
    });
    expect(fetched).toHaveLength(1);
  });

  test('a volume create the live service requires more of: its field in the dialog, the confirm held until it is filled, then sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('required-request-field');
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    const live = dialog.getByRole('group', { name: 'From the live service' });
    await expect(live).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel('Name').fill('drift-data');
    await dialog.getByLabel('Size (GB)').fill('20');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await mock.clearRequests();
    // The tier is the live document's enum; until it is chosen the confirm says why it cannot be pressed.
    const confirm = dialog.getByRole('button', { name: 'Create volume' });
    await expect(confirm).toBeDisabled();
    await expect(dialog).toContainText('tier: The live service requires this field.');
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
    await live.getByLabel('tier').selectOption('fast');
    await confirm.click();
    await expect(page.getByRole('heading', { level: 1, name: 'drift-data' })).toBeVisible({
      timeout: 30_000,
    });
    const seen = (await (await fetch(`${mock.url}/__mock/drift`)).json()) as {
      received: unknown[];
    };
    expect(seen.received).toEqual([{ operation: 'POST /volumes', fields: { tier: 'fast' } }]);
  });

  test("a tightened range on what the console sends: the report says so; a form sent before the live document arrived shows the service's words, still filled, and once it arrives refuses before sending", async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('request-range');
    await page.goto('/explorer?view=compatibility');
    await expect(
      page
        .getByTestId('compat-difference')
        .filter({ hasText: KINDS.find((kind) => kind.kind === 'request-range')!.report }),
    ).toContainText('Works with differences', { timeout: 30_000 });
    // A slow network: the live document is held back until the form has been sent once, so what
    // the person reads first is the service's own refusal (which of the two came first used to
    // depend on the machine's speed).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/openapi.json', async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/volumes'))
        posts.push(request.url());
    });
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('drift-big');
    await dialog.getByLabel('Size (GB)').fill('2000');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Create volume' }).click();
    await expect(dialog).toContainText(
      'sizeGb must be at most 1000 GB on this service; 2000 GB was asked for.',
      { timeout: 30_000 },
    );
    await expect(dialog).toContainText('invalid_body');
    await expect(dialog.getByLabel('Size (GB)')).toHaveValue('2000');
    expect(await dialog.innerText()).not.toMatch(JS_ERROR);
    // The document arrives: the same form now says the live bound and cannot send the value again.
    release();
    await expect(dialog.getByLabel('Size (GB)')).toHaveAccessibleDescription(/At most 1,000\./, {
      timeout: 30_000,
    });
    await expect(dialog.getByRole('button', { name: 'Create volume' })).toBeDisabled();
    expect(posts).toHaveLength(1);
  });

  test('German: the kinds with a direction, named in German in the report', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift(DRIFT_GROUPS.find((group) => group.includes('request-range'))!);
    await openInGerman(page, '/explorer?view=compatibility');
    const differences = page.getByTestId('compat-difference');
    await expect(differences.first()).toBeVisible({ timeout: 30_000 });
    for (const words of [
      'Der Live-Dienst begrenzt sizeGb enger als der Vertrag (maximum: dort 1000, im Vertrag 16384); die Konsole hält sich an die Live-Grenze und lehnt einen Wert außerhalb davon vor dem Senden ab.',
      'Der Live-Dienst nimmt für metric disk nicht mehr an; die Konsole hält sich an sein Live-Dokument: sie bietet diesen Wert nicht mehr an und lehnt ihn vor dem Senden ab.',
      'Der Live-Dienst nimmt den Schlüssel als den Header X-API-Key an; die Konsole sendet ihn als ein Bearer-Token (Header Authorization)',
      'Der Live-Dienst kennzeichnet diese Operation als veraltet und nennt 2027-06-30 als ihr Ende',
      'Das Live-Dokument beschreibt items[].instanceIds enger (maxItems: dort 16, im Vertrag keins)',
    ])
      await expect(differences.filter({ hasText: words }).first(), words).toBeVisible();
    await expect(
      page
        .getByTestId('compat-page')
        .filter({ has: page.getByRole('rowheader', { name: 'Volumes', exact: true }) }),
    ).toContainText('Funktioniert mit Abweichungen');
    await expect(
      page
        .getByTestId('compat-page')
        .filter({ has: page.getByRole('rowheader', { name: 'API-Schlüssel', exact: true }) }),
    ).toContainText('Wird fehlschlagen');
  });

  test("German: the forms' fields from the live document, their label, notice and refusal in German", async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('required-request-field');
    await openInGerman(page, '/instances/deploy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Server bereitstellen' }),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).focus();
    const live = page.getByRole('group', { name: 'Vom Live-Dienst' });
    await expect(live).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('Der Live-Dienst verlangt mehr, als diese Konsole kennt'),
    ).toBeVisible();
    await mock.clearRequests();
    // Empty: refused in German, the live field among the ones named, and nothing sent.
    await page.getByRole('button', { name: 'Bereitstellung prüfen' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Prüfen Sie das Formular' });
    await expect(summary.getByRole('link', { name: 'sshKeyIds' })).toBeVisible();
    await expect(live.getByLabel('sshKeyIds')).toHaveAccessibleDescription(
      /Der Live-Dienst verlangt dieses Feld\./,
    );
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
    // The volume dialog says in German why its confirm cannot be pressed.
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Volume erstellen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: 'Vom Live-Dienst' })).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByLabel('Name').fill('drift-daten');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await expect(dialog).toContainText('tier: Der Live-Dienst verlangt dieses Feld.');
    await expect(dialog.getByRole('button', { name: 'Volume erstellen' })).toBeDisabled();
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
  });

  test('German: a renamed array key is explained in German on the wallet and in the report', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('array-key');
    await openInGerman(page, '/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Guthabenkonto' })).toBeVisible();
    await expect(
      page.getByText(
        'Der Dienst hat anders geantwortet: das Ausgabendiagramm kann nicht angezeigt werden',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('read-drift').first()).toHaveText(
      'months: erwartet: eine Liste, gekommen: nichts (das Feld fehlt); dasselbe Objekt hat stattdessen history',
    );
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await pageIsWhole(page, '/wallet');
    await page.getByRole('link', { name: 'Kompatibilitätsbericht' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kompatibilitätsbericht' }),
    ).toBeVisible();
    await expect(page.getByTestId('compat-difference').first()).toContainText(
      'Die Antwort enthält kein months; der Dienst sendet stattdessen history.',
    );
    await expect(page.getByTestId('compat-difference').first()).toContainText(
      'Guthabenkonto: das Ausgabendiagramm liest months, der Dienst sendet history',
    );
    await expect(
      page.getByTestId('compat-page').filter({ hasText: 'Guthabenkonto' }),
    ).toContainText('Wird fehlschlagen');
  });

  /**
   * Words the page breaks across lines although they fit on one ("operat|ions", "PA|TCH"): a long
   * code or address may break anywhere, a word that fits its line may not (after a hyphen is the
   * line's own place to break).
   */
  const wordsCutThatFit = (page: Page) =>
    page.evaluate(() => {
      const cut: string[] = [];
      const main = document.querySelector('main')!;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // The line's width: the block the text flows in, inside its padding.
        let block = node.parentElement!;
        while (getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!;
        const style = getComputedStyle(block);
        const line =
          block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const { top, height } = range.getBoundingClientRect();
          if (height === 0) continue;
          if (
            lastTop !== null &&
            top > lastTop + 2 &&
            /[^\s-]/.test(text[i - 1]!) &&
            /\S/.test(text[i]!)
          ) {
            const start = text.slice(0, i).search(/\S+$/);
            const next = text.slice(i).search(/\s/);
            const end = next === -1 ? text.length : i + next;
            range.setStart(node, start);
            range.setEnd(node, end);
            const word = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
            if (word < line) cut.push(`${text.slice(start, i)}|${text.slice(i, end)}`);
          }
          lastTop = top;
        }
      }
      return cut;
    });

  for (const theme of ['light', 'dark'] as const) {
    test(`the report and a drift notice are axe-clean in the ${theme} theme, no word cut that fits its line (screenshots at 1280 and 390 px)`, async ({
      page,
      connect,
      mock,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme });
      await connect('full');
      await mock.setDrift('array-key');
      for (const path of ['/explorer?view=compatibility', '/wallet']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByTestId(path === '/wallet' ? 'read-drift' : 'compat-difference').first(),
        ).toBeVisible({ timeout: 30_000 });
        expect(await axeViolations(page), path).toEqual([]);
        const name = path === '/wallet' ? 'wallet' : 'compatibility';
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await screenshotToRead(page, testInfo.outputPath(`${name}-${theme}-${width}.png`), {
            fullPage: true,
          });
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
          expect(await wordsCutThatFit(page), `${path} at ${width} px`).toEqual([]);
        }
        await page.setViewportSize({ width: 1280, height: 720 });
      }
    });
  }

  test("the checks run under the nginx recipe's Content-Security-Policy (no eval)", async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    // deploy/nginx.conf's policy (its inline-script hash included), read from the file so the two stay one.
    const { readFileSync } = await import('node:fs');
    const policy = /add_header Content-Security-Policy "([^"]+)"/.exec(
      readFileSync('deploy/nginx.conf', 'utf8'),
    )![1]!;
    await page.route(
      (url) => url.pathname === '/wallet' || url.pathname === '/connect' || url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const answer = await route.fetch();
        await route.fulfill({
          response: answer,
          headers: { ...answer.headers(), 'content-security-policy': policy },
        });
      },
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        ((window as unknown as { violations: string[] }).violations ??= []).push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await connect('full');
    await mock.setDrift('array-key');
    const answer = await page.goto('/wallet');
    expect(answer?.headers()['content-security-policy']).toBe(policy);
    await expect(page.getByTestId('read-drift').first()).toContainText(
      'months: expected a list, came nothing',
    );
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []),
    ).toEqual([]);
  });
});
