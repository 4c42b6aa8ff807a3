/**
 * Lists on a phone (390 px) show their name column readable without scrolling sideways: columns a
 * phone has no room for are left out there (they are on the detail page) rather than squeezed. At
 * 1280 px an IPv4 address and "Provisioning" fit their columns, and text that is cut short with an
 * ellipsis carries its whole value in a tooltip (`title`).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const LONG_URL = `https://hooks.long-receiver.example.com/${'segment/'.repeat(60)}end`; // ~540 characters

/** The table's scroll region: how far it scrolls sideways, in px. */
async function sidewaysScroll(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const region = element.closest('[role="region"]') ?? element.parentElement!;
    return region.scrollWidth - region.clientWidth;
  });
}

/** Width in px of the first body row's cell under the column headed `header`. */
async function cellWidth(page: Page, header: string): Promise<number> {
  const table = page.getByRole('table');
  const headers = table.getByRole('columnheader');
  const names = (await headers.allInnerTexts()).map((text) =>
    text.replace(/[↕↑↓]/g, '').trim().toLowerCase(),
  );
  const index = names.indexOf(header.toLowerCase());
  expect(index, `column "${header}" among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  const row = table
    .locator('tbody tr')
    .filter({ has: page.locator('td, th') })
    .first();
  return row
    .locator('td, th')
    .nth(index)
    .evaluate((cell) => cell.getBoundingClientRect().width);
}

/** Elements whose text is cut short (ellipsis) inside `scope`, each with its title. */
async function cutTexts(scope: Locator): Promise<Array<{ text: string; title: string | null }>> {
  return scope.evaluate((root) => {
    const out: Array<{ text: string; title: string | null }> = [];
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (
        getComputedStyle(element).textOverflow !== 'ellipsis' ||
        element.scrollWidth <= element.clientWidth
      )
        continue;
      const holder = element.closest('[title]') ?? element.querySelector('[title]');
      out.push({ text: element.textContent ?? '', title: holder?.getAttribute('title') ?? null });
    }
    return out;
  });
}

test.describe('lists on a phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, header, min } of [
    { path: '/volumes', header: 'Name', min: 120 },
    { path: '/vpcs', header: 'Name', min: 120 },
    { path: '/backups', header: 'Taken', min: 120 },
    { path: '/backups', header: 'Instance', min: 100 },
    { path: '/backups/servers', header: 'Name', min: 110 },
  ]) {
    test(`${path}: no sideways scroll, the ${header} column at least ${min} px wide`, async ({
      page,
      connect,
    }) => {
      await connect('full');
      await page.goto(path);
      const table = page.getByRole('table');
      await expect(table.locator('tbody tr td a, tbody tr td span').first()).toBeVisible();
      await expect(table).toHaveAttribute('aria-busy', 'false');
      expect(await sidewaysScroll(table), 'px the table scrolls sideways').toBeLessThanOrEqual(0);
      expect(await cellWidth(page, header), `${header} cell width in px`).toBeGreaterThanOrEqual(
        min,
      );
    });
  }

  test('/backups/servers: the usage bars are long enough to tell 40 % from 90 %', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/backups/servers');
    const tracks = page
      .getByRole('table')
      .locator('tbody [aria-hidden="true"]')
      .filter({ has: page.locator('div') });
    await expect(tracks.first()).toBeVisible();
    const widths = await tracks.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().width),
    );
    expect(Math.min(...widths), 'narrowest usage bar in px').toBeGreaterThanOrEqual(60);
  });

  test('/alerts: the name column is at least 120 px wide and "85 %" stays on one line', async ({
    page,
    connect,
    mock,
  }) => {
    const name = `disk-watch-${'y'.repeat(69)}`; // 80, the most a policy name may have
    const response = await fetch(`${mock.url}/api/v1/monitoring/alert-policies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mock.keys.full}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, metric: 'disk', thresholdPercent: 90, durationMinutes: 5 }),
    });
    expect(response.status).toBeLessThan(300);
    await connect('full');
    await page.goto('/alerts');
    const table = page.getByRole('table', { name: 'Alert policies' });
    const header = table.getByRole('rowheader', { name });
    await expect(header).toBeVisible();
    expect(await sidewaysScroll(table)).toBeLessThanOrEqual(0);
    expect(
      await header.evaluate((cell) => cell.getBoundingClientRect().width),
      'name cell width in px',
    ).toBeGreaterThanOrEqual(120);
    // Every "<number> %" in the table is drawn on one line.
    const split = await table.evaluate((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\d+\s%/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    });
    expect(split, 'values broken from their unit').toEqual([]);
  });

  test('/webhooks: a 540-character endpoint URL is clamped, whole in its title and accessible name', async ({
    page,
    connect,
    mock,
  }) => {
    const response = await fetch(`${mock.url}/api/v1/webhooks/endpoints`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mock.keys.full}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: LONG_URL, events: ['instance.created'] }),
    });
    expect(response.status).toBe(201);
    await connect('full');
    await page.goto('/webhooks');
    const link = page.getByRole('link', { name: LONG_URL, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', LONG_URL);
    const row = page.getByRole('row').filter({ has: link });
    expect(
      await row.evaluate((element) => element.getBoundingClientRect().height),
      'row height in px',
    ).toBeLessThanOrEqual(160);
  });
});

test.describe('lists at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/instances: IPv4 addresses and statuses are whole; cut names carry a title', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/instances');
    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const ips = table.getByRole('button', { name: 'Copy IP address' });
    await expect(ips.first()).toBeVisible();
    const cutIps = await ips.evaluateAll((buttons) =>
      buttons
        .map((button) => button.querySelector('span')!)
        .filter((span) => span.scrollWidth > span.clientWidth)
        .map((span) => span.textContent),
    );
    expect(cutIps, 'IP addresses cut short').toEqual([]);
    const cutStatuses = await table
      .locator('[data-status]')
      .evaluateAll((badges) =>
        badges
          .filter((badge) => badge.closest('td')!.scrollWidth > badge.closest('td')!.clientWidth)
          .map((badge) => badge.textContent),
      );
    expect(cutStatuses, 'statuses cut short').toEqual([]);
    await expect(ips.first()).toHaveAttribute('title', /^\d+\.\d+\.\d+\.\d+$/);
    for (const cut of await cutTexts(table))
      expect(cut.title ?? '', `title of "${cut.text}"`).toContain(cut.text);
    // The longest IPv4 address fits too (the seed's are shorter): written into the first cell.
    const widest = await ips.first().evaluate((button) => {
      const span = button.querySelector('span')!;
      span.textContent = '255.255.255.255';
      return span.scrollWidth - span.clientWidth;
    });
    expect(widest, 'px of "255.255.255.255" cut off').toBeLessThanOrEqual(0);
  });

  test('/instances: "Provisioning" is whole in its column', async ({ page, connect }) => {
    await connect('full');
    await page.goto('/instances?status=provisioning');
    const badge = page.getByRole('table').locator('[data-status="provisioning"]').first();
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate(
      (element) => element.closest('td')!.scrollWidth - element.closest('td')!.clientWidth,
    );
    expect(cut, 'px of the status cut off').toBeLessThanOrEqual(0);
  });

  for (const path of ['/volumes', '/vpcs']) {
    test(`${path}: cut names carry the whole name in a title`, async ({ page, connect }) => {
      await connect('full');
      await page.goto(path);
      const table = page.getByRole('table');
      await expect(table).toHaveAttribute('aria-busy', 'false');
      const first = table.locator('tbody td a').first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('title', (await first.textContent()) ?? '');
      const cut = await cutTexts(table);
      expect(cut.length, 'names cut short in the seed').toBeGreaterThan(0);
      for (const { text, title } of cut) expect(title ?? '', `title of "${text}"`).toContain(text);
    });
  }

  test('overview: a cut key or endpoint entry carries its whole text; the expiry stays in view', async ({
    page,
    connect,
  }) => {
    await connect('full');
    const keys = page.getByRole('list', { name: 'Keys expiring soon' });
    await expect(keys).toBeVisible();
    const grafana = keys.getByRole('listitem').filter({ hasText: 'Grafana dashboards' });
    const expiry = grafana.getByText(/^expires /);
    await expect(expiry).toBeVisible();
    const clipped = await expiry.evaluate((element) => {
      const item = element.closest('li')!;
      return element.getBoundingClientRect().right - item.getBoundingClientRect().right;
    });
    expect(clipped, 'px of the expiry cut off').toBeLessThanOrEqual(0);
    for (const name of ['Keys expiring soon', 'Endpoints needing attention']) {
      const list = page.getByRole('list', { name });
      for (const { text, title } of await cutTexts(list))
        expect(title ?? '', `title of "${text}"`).toContain(text);
    }
  });
});

// From 768 px the side navigation leaves the table 510 px (768) or 766 px (1024): less than a phone
// in landscape, so columns for a wide screen wait for 1024 or 1280 px.
for (const width of [768, 1024]) {
  test.describe(`lists beside the side navigation, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no list scrolls sideways and every name column has 110 px or more', async ({
      page,
      connect,
    }) => {
      await connect('full');
      for (const { path, header } of [
        { path: '/instances', header: 'Name' },
        { path: '/volumes', header: 'Name' },
        { path: '/vpcs', header: 'Name' },
        { path: '/backups', header: 'Instance' },
        { path: '/backups/servers', header: 'Name' },
      ]) {
        await page.goto(path);
        const table = page.getByRole('table');
        await expect(table.locator('tbody tr td a, tbody tr td span').first()).toBeVisible();
        await expect(table).toHaveAttribute('aria-busy', 'false');
        expect(
          await sidewaysScroll(table),
          `${path}: px the table scrolls sideways`,
        ).toBeLessThanOrEqual(0);
        expect(
          await cellWidth(page, header),
          `${path}: ${header} cell width in px`,
        ).toBeGreaterThanOrEqual(110);
      }
    });
  });
}
