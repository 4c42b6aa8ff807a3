/**
 * A service that answers refusals in its own shape (PUT /__mock/error-shape, mock/error-shape.ts):
 * problem details, {error: {...}}, {errors: [...]}, plain text, a gateway's HTML page, no body. For
 * each, a write refused in its dialog (the VPC's range overlaps one the console has not seen yet),
 * a refused read on a detail page and the explorer's answer show the service's sentence and the
 * code; the form stays filled, and the page's script never runs. Once more in German.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { storeLanguage } from './language';

interface Vpc {
  id: string;
  name: string;
  regionId: string;
  ipRange: string;
}

const MISSING = 'vpc-missing-e2e';

async function api(mock: MockControl, method: string, path: string, body?: unknown) {
  return fetch(`${mock.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${mock.keys.full}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function setErrorShape(mock: MockControl, shape: string | null): Promise<void> {
  const answer = await fetch(`${mock.url}/__mock/error-shape`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shape }),
  });
  expect(answer.status).toBe(200);
}

/** The region of a VPC the account has, and a range in it no VPC of the account holds. */
async function freeRange(mock: MockControl): Promise<{ regionId: string; ipRange: string }> {
  const vpcs = ((await (await api(mock, 'GET', '/vpcs')).json()) as { items: Vpc[] }).items;
  const regionId = vpcs[0]!.regionId;
  const taken = vpcs.filter((vpc) => vpc.regionId === regionId).map((vpc) => vpc.ipRange);
  const ipRange = ['10.251.0.0/16', '172.30.240.0/24', '192.168.251.0/24'].find(
    (range) =>
      !taken.some(
        (other) =>
          other.split('.').slice(0, 2).join('.') === range.split('.').slice(0, 2).join('.'),
      ),
  )!;
  return { regionId, ipRange };
}

/** What the mock says of a VPC that is not there, in our contract's shape. */
async function notFoundSentence(mock: MockControl): Promise<string> {
  const answer = await api(mock, 'GET', `/vpcs/${MISSING}`);
  expect(answer.status).toBe(404);
  return ((await answer.json()) as { message: string }).message;
}

interface Words {
  create: string;
  createTitle: string;
  range: string;
  explorer: string;
  find: string;
  send: string;
  resources: string;
  said: (text: string) => string;
  noReason: string;
}

const EN: Words = {
  create: 'Create VPC',
  createTitle: 'Create a VPC',
  range: 'IP range',
  explorer: 'API explorer',
  find: 'Find an operation',
  send: 'Send GET',
  resources: 'Resources',
  said: (text) => `The service said: “${text}”`,
  noReason: 'The service gave no reason.',
};

const DE: Words = {
  create: 'VPC erstellen',
  createTitle: 'VPC erstellen',
  range: 'IP-Bereich',
  explorer: 'API-Explorer',
  find: 'Operation finden',
  send: 'GET senden',
  resources: 'Ressourcen',
  said: (text) => `Der Dienst sagte: „${text}“`,
  noReason: 'Der Dienst nannte keinen Grund.',
};

async function gatewayScriptRan(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.title === 'script ran' ||
      (window as unknown as { __gatewayScriptRan?: boolean }).__gatewayScriptRan === true,
  );
}

/**
 * The three places a refusal shows, in one shape. `carriesWords`: the shape holds the service's
 * sentence (all but an empty body); `code409`: the code the console can read from it.
 */
async function refusalsRead(
  page: Page,
  mock: MockControl,
  words: Words,
  shape: string,
  code409: string,
): Promise<void> {
  const missing = await notFoundSentence(mock);
  const { regionId, ipRange } = await freeRange(mock);
  const carriesWords = shape !== 'empty';
  // "The service said: “…”"; a gateway page's title leads its words, before the sentence.
  const showsSaid = async (where: Locator, text: string) => {
    if (shape !== 'html') return expect(where).toContainText(words.said(text));
    await expect(where).toContainText(words.said('').slice(0, -1));
    await expect(where).toContainText(text);
  };

  // A write refused in its dialog: the range is taken by a VPC created after the list was read.
  await page.goto('/vpcs');
  await page.getByRole('button', { name: words.create }).click();
  const dialog = page.getByRole('dialog', { name: words.createTitle });
  await dialog.getByLabel('Name').fill('e2e-shapes');
  await dialog.getByLabel('Region').selectOption(regionId);
  await dialog.getByLabel(words.range).fill(ipRange);
  const clash = await api(mock, 'POST', '/vpcs', { name: 'clash', regionId, ipRange });
  const clashId = ((await clash.json()) as { id?: string }).id;
  expect(clash.status).toBe(201);
  await setErrorShape(mock, shape);
  await dialog.getByRole('button', { name: words.create }).click();
  const alert = dialog.getByRole('alert');
  const overlap = `${ipRange} overlaps ${ipRange} of VPC ${clashId} in ${regionId}`;
  await expect(alert).toContainText(carriesWords ? overlap : words.noReason);
  await expect(alert).toContainText(code409);
  // The form stays filled.
  await expect(dialog.getByLabel('Name')).toHaveValue('e2e-shapes');
  await expect(dialog.getByLabel(words.range)).toHaveValue(ipRange);
  expect(await gatewayScriptRan(page), 'the gateway page’s script').toBe(false);
  await page.keyboard.press('Escape');

  // A refused read on a detail page: our words, then the service's, and the code.
  await page.goto(`/vpcs/${MISSING}`);
  const main = page.locator('main');
  if (carriesWords) await showsSaid(main, missing);
  await expect(main).toContainText('404 not_found');

  // The explorer's answer: the sentence and the code, beside the body as sent.
  await page
    .getByRole('navigation', { name: words.resources })
    .getByRole('link', { name: words.explorer, exact: true })
    .click();
  await page.getByRole('searchbox', { name: words.find }).fill('getVpc');
  await page
    .getByRole('link', { name: /^GET\s+\/vpcs\/\{id\}(\s|$)/ })
    .first()
    .click();
  await expect(page.getByRole('form', { name: 'GET /vpcs/{id}' })).toBeVisible();
  await page.getByLabel(/^id/).fill(MISSING);
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByTestId('explorer-status')).toHaveText(/^404/);
  const refusal = page.getByTestId('explorer-refusal');
  if (carriesWords) await showsSaid(refusal, missing);
  else await expect(refusal).toContainText(words.noReason);
  await expect(refusal).toContainText('404 not_found');
  expect(await gatewayScriptRan(page), 'the gateway page’s script').toBe(false);
}

test.describe('refusals in the service’s own shape', () => {
  const SHAPES: Array<[shape: string, code409: string]> = [
    ['problem-details', '409 cidr_overlap'],
    ['error-object', '409 cidr_overlap'],
    ['errors-list', '409 cidr_overlap'],
    // No code in the body: the status's.
    ['text', '409 conflict'],
    ['html', '409 conflict'],
    ['empty', '409 conflict'],
  ];
  for (const [shape, code409] of SHAPES) {
    test(`${shape}: the dialog, the detail page and the explorer show the service’s words and the code`, async ({
      page,
      connect,
      mock,
    }) => {
      test.setTimeout(90_000);
      await connect('full');
      await refusalsRead(page, mock, EN, shape, code409);
    });
  }

  test('German: the service’s words within German ones', async ({ page, connect, mock }) => {
    test.setTimeout(90_000);
    await connect('full');
    await storeLanguage(page, 'de');
    await refusalsRead(page, mock, DE, 'html', '409 conflict');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
