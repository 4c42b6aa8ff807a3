import type { Page } from '@playwright/test';
import { test, expect, trackInFlight, type MockControl } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Instance = components['schemas']['Instance'];

/**
 * /instances left alone with provisioning rows (docs/requests.md, "Polling and auto-refresh"):
 * the watched rows are refreshed by one read of the whole set, not one request per row, the polls
 * back off and stop once nothing changes or nothing is provisioning any more. Asserted from the
 * mock's request log. The page's clock is Playwright's fake one, moved on in 1 s steps (each
 * step's requests finish before the next), so a poll comes at its own time, not a step's.
 */

async function api<T>(mock: MockControl, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${mock.keys.full}`, 'content-type': 'application/json' },
  });
  expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const instances = async (mock: MockControl) =>
  (await api<{ items: Instance[] }>(mock, '/instances')).items;

/** Stops the page's clock flowing by itself; from here only `idle` moves it. */
async function freeze(page: Page) {
  // A quarter second ahead of the page's clock; on a loaded machine that moment may pass before the
  // pause is set ("Cannot fast-forward to the past"): read the clock again and pause just after it.
  for (let tries = 1; ; tries += 1) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    } catch (error) {
      if (tries === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Moves the page's clock on by `ms`, in steps of `step`, each step's requests finished before the
 * next. A poll that falls inside a step is answered only after it, so the poll after it comes up to
 * a step late: 1 s steps where the test counts polls at their times, 10 s steps where it asserts
 * that none comes at all (a 10 min stretch in 1 s steps was 600 round trips to the browser, which
 * on a loaded machine ran past the test's time).
 */
async function idle(page: Page, inFlight: () => number, ms: number, step = 1000) {
  for (let left = ms; left > 0; left -= step) {
    await page.clock.runFor(Math.min(step, left));
    await expect.poll(inFlight, { timeout: 10_000, intervals: [5, 10, 20] }).toBe(0);
  }
}

/** The page's requests since the log was cleared: method and path, an id as {id}. */
async function requests(mock: MockControl): Promise<string[]> {
  return (await mock.requests())
    .filter((r) => r.path.startsWith('/api/v1/'))
    .map(
      (r) =>
        `${r.method} ${r.path.slice('/api/v1'.length).replace(/\/[0-9a-f-]{36}(?=\/|$)/, '/{id}')}`,
    );
}

const perRow = (log: string[]) => log.filter((r) => r === 'GET /instances/{id}');
const wholeSet = (log: string[]) => log.filter((r) => r === 'GET /instances');

test.describe('an idle /instances tab', () => {
  test('refreshes its provisioning rows by whole-set reads, backs off, stops when nothing changes, and Check now starts it again', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(240_000);
    const stuck = (await instances(mock)).filter((instance) => instance.status === 'provisioning');
    // The mock's seeded provisioning rows never finish (docs/mock.md).
    expect(stuck.length, 'provisioning rows in the seed').toBeGreaterThanOrEqual(2);
    await page.clock.install();
    const inFlight = trackInFlight(page);
    await connect('full');
    // The overview's reads answered first: connect() waits for its heading, not its reads, and on
    // a loaded machine its GET /instances could reach the mock after the log was cleared and count
    // as one more whole-set read of this page (a gate once counted 7 where the page sends 6: the
    // likely way, not shown).
    await expect.poll(inFlight).toBe(0);
    // Counted from before the page loads: on a loaded machine the first poll (2 s after the list
    // came) may go out in real time before the clock is paused below.
    await mock.clearRequests();
    // Filtered to them (a filter in the address: no request of its own).
    await page.goto('/instances?status=provisioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await expect(page.locator('tbody [data-status="provisioning"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await freeze(page);

    await idle(page, inFlight, 90_000);
    // The page's first view (the list once, and the shell's own reads), then only the polls.
    const first90s = await requests(mock);
    console.log(
      `idle /instances, ${stuck.length} provisioning rows, 90 s: ${first90s.length} requests (${first90s.join(', ')})`,
    );
    // One request refreshes every watched row: no read per row (it was 3 rows × 5 polls).
    expect(perRow(first90s)).toEqual([]);
    // The page's read, then polls at 2, 6, 14, 30 and 62 s.
    expect(wholeSet(first90s)).toHaveLength(1 + 5);

    // Nothing changes: polling stops after eight polls (about four minutes), and the page says so.
    await idle(page, inFlight, 4 * 60_000);
    const fiveMinutes = await requests(mock);
    console.log(`idle /instances, 5 min 30 s: ${fiveMinutes.length} requests`);
    expect(perRow(fiveMinutes)).toEqual([]);
    expect(wholeSet(fiveMinutes)).toHaveLength(1 + 8);
    await mock.clearRequests();
    await idle(page, inFlight, 5 * 60_000, 10_000);
    expect(await requests(mock), 'requests after polling stopped').toEqual([]);
    const stopped = page
      .getByRole('status')
      .filter({ hasText: `${stuck.length} servers are still provisioning` });
    await expect(stopped).toContainText('stopped checking');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    // A person's Check now reads the whole set once and the watch starts over (the next at 2 s).
    await stopped.getByRole('button', { name: 'Check now' }).click();
    await expect(stopped).toHaveCount(0);
    await expect.poll(inFlight).toBe(0);
    expect(await requests(mock)).toEqual(['GET /instances']);
    await idle(page, inFlight, 2_000);
    expect(await requests(mock)).toEqual(['GET /instances', 'GET /instances']);
  });

  test('stops polling once nothing is provisioning, the rows updated by the whole-set read', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(180_000);
    const stuck = (await instances(mock)).filter((instance) => instance.status === 'provisioning');
    expect(stuck.length).toBeGreaterThanOrEqual(2);
    await page.clock.install();
    const inFlight = trackInFlight(page);
    await connect('full');
    // Two fresh servers: the e2e mock finishes provisioning 2.5 s after a deploy.
    const deployed: Instance[] = [];
    for (const name of ['e2e-idle-1', 'e2e-idle-2'])
      deployed.push(
        await api<Instance>(mock, '/instances', {
          method: 'POST',
          body: JSON.stringify({
            name,
            planId: 'vc2-1c-1gb',
            regionId: 'fra',
            osImageId: 'ubuntu-24.04',
          }),
        }),
      );
    await page.goto('/instances');
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    await page.getByLabel('Filter instances').fill('e2e-idle');
    await expect(page.getByRole('row', { name: /e2e-idle-2/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await freeze(page);

    // Meanwhile the seeded rows that never finish are destroyed by someone else, and the two
    // deploys finish: nothing is provisioning any more, which only a read can tell the page.
    for (const instance of stuck)
      await api<Instance>(mock, `/instances/${instance.id}`, { method: 'DELETE' });
    await expect
      .poll(
        async () =>
          (await instances(mock)).filter((instance) => instance.status === 'provisioning').length,
        { timeout: 10_000 },
      )
      .toBe(0);
    await mock.clearRequests();

    // The first poll in 1 s steps; then none may come at all, which 10 s steps show as well.
    await idle(page, inFlight, 10_000);
    await idle(page, inFlight, 10 * 60_000 - 10_000, 10_000);
    const log = await requests(mock);
    console.log(
      `idle /instances once nothing provisions, 10 min: ${log.length} requests (${log.join(', ')})`,
    );
    expect(perRow(log)).toEqual([]);
    // The first poll (2 s) reads the whole set, finds nothing provisioning, and polling ends.
    expect(wholeSet(log)).toHaveLength(1);
    expect(log.filter((r) => r.startsWith('GET /instances'))).toHaveLength(1);
    for (const instance of deployed)
      await expect(page.getByRole('row', { name: new RegExp(instance.name) })).toContainText(
        'Running',
      );
    // And the rows that were provisioning show as destroyed: the same read refreshed them.
    for (const instance of stuck) {
      await page.getByLabel('Filter instances').fill(instance.id);
      await page.clock.runFor(1000);
      await expect(
        page
          .locator('tbody tr')
          .filter({ hasText: instance.name.slice(0, 20) })
          .locator('[data-status]'),
      ).toHaveAttribute('data-status', 'destroyed');
    }
    await expect(page.getByTestId('watch-stopped')).toHaveCount(0);
  });
});
