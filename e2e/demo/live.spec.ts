// The demo is live (issue 48, part 4): the in-page service's events reach the open page as team
// mode's stream brings them, so a presenter shows a deploy coming up and a ticket's answer arriving
// with no reload and no Refresh, and the attention count rises. Each write here is sent beside the
// console (as a colleague's script would, with the same key): the console did not send it, so only
// the service's event can tell the open page of it. No request leaves the page.
import { test, expect, type Page } from '@playwright/test';

// Each test has its own browser context, so its own in-page service and storage.
test.describe.configure({ mode: 'parallel' });
// From 2xl up the top bar shows the count (docs/attention.md).
test.use({ viewport: { width: 1600, height: 900 } });

const open = async (page: Page, scenario: string, where: string) => {
  await page.goto(
    `/?demo-scenario=${scenario}&demo-as=full&demo-page=${encodeURIComponent(where)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** Requests that left the page (anything not answered by the in-page service would). */
function watchNetwork(page: Page, baseURL: string): string[] {
  const left: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) || url.includes('/api/')) left.push(url);
  });
  return left;
}

/** A write sent in the page with the demo's full key, outside the console's own code. */
const besideTheConsole = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const keys = (await (await fetch('/__mock/keys')).json()) as Record<string, string>;
      const response = await fetch(`/api/v1${p}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.full}`, 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return (await response.json()) as { id: string };
    },
    [path, body] as const,
  );

const count = (page: Page) => page.getByTestId('attention-button');

/** Everything so far marked read, so what the event brings is all that is new. */
async function allRead(page: Page) {
  await expect(count(page)).toHaveAccessibleName(/What needs attention: \d+ new/, {
    timeout: 30_000,
  });
  await count(page).click();
  const panel = page.getByRole('dialog', { name: 'What needs attention' });
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await page.keyboard.press('Escape');
  await expect(count(page)).toHaveAccessibleName('What needs attention: nothing new');
}

test('a deploy made in the demo shows on the open list and comes up to running with no reload or Refresh; the count rises', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const left = watchNetwork(page, baseURL!);
  await open(page, 'healthy', '/instances?q=live-deploy');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await allRead(page);
  const before = page.url();

  await besideTheConsole(page, '/instances', {
    name: 'live-deploy-1',
    regionId: 'ewr',
    planId: 'vc2-1c-1gb',
    osImageId: 'debian-12',
  });
  const row = page.getByRole('row').filter({ hasText: 'live-deploy-1' });
  // instance.created re-read the list: the new row, provisioning.
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Provisioning');
  await expect(count(page)).toHaveAccessibleName(/What needs attention: [1-9]\d* new/);
  // The demo's deploy takes 20 s; the row's own watch reads it when it is running.
  await expect(row).toContainText('Running', { timeout: 60_000 });
  await count(page).click();
  const panel = page.getByRole('dialog', { name: 'What needs attention' });
  await expect(
    panel.getByText('The service reported instance.created: live-deploy-1'),
  ).toBeVisible();
  await expect(
    panel.getByText('Instance live-deploy-1 is running: its deploy finished'),
  ).toBeVisible();

  expect(page.url()).toBe(before);
  expect(left).toEqual([]);
});

test('a ticket’s answer arrives on the open list with no reload or Refresh; the count rises', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const left = watchNetwork(page, baseURL!);
  await open(page, 'healthy', '/tickets?q=Live%20answer');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await allRead(page);
  const before = page.url();

  const ticket = await besideTheConsole(page, '/tickets', {
    subject: 'Live answer check',
    message: 'Is the demo live?',
  });
  // Support answers 2 s later, in the page's own time: ticket.answered re-reads the list.
  const row = page.getByRole('row').filter({ hasText: 'Live answer check' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Answered');
  await expect(count(page)).toHaveAccessibleName('What needs attention: 1 new');
  await count(page).click();
  const panel = page.getByRole('dialog', { name: 'What needs attention' });
  await expect(
    panel.getByRole('link', { name: new RegExp(`Support answered ticket`) }),
  ).toHaveAttribute('href', `/tickets/${ticket.id}`);

  expect(page.url()).toBe(before);
  expect(left).toEqual([]);
});
