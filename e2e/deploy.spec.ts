import { fillDeployAndReview } from './deploy-form';
import { test, expect } from './fixtures';

const UUID = /\/instances\/[0-9a-f-]{36}$/;

function deploys(requests: Array<{ method: string; path: string }>) {
  return requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/instances');
}

test.describe('deploy', () => {
  test('validates the form and explains unavailable catalogue combinations', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/instances/deploy');
    await page.getByRole('button', { name: 'Review deploy' }).click();
    await expect(page.getByText('Enter a name for the server.')).toBeVisible();
    await expect(page.getByText('Choose a region.')).toBeVisible();
    await page.getByLabel('Name').fill('bad_name!');
    await page.getByRole('button', { name: 'Review deploy' }).click();
    await expect(
      page.getByText('Use letters, digits, dots and hyphens only', { exact: false }).last(),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    // London takes no deploys; the high-frequency plan is not offered in Sydney.
    await expect(page.getByRole('radio', { name: /London/ })).toBeDisabled();
    await expect(page.getByText('London is not taking new deploys at the moment.')).toBeVisible();
    await page.getByRole('radio', { name: /Sydney/ }).check();
    await expect(page.getByRole('radio', { name: /High Frequency 16 vCPU/ })).toBeDisabled();
    await expect(
      page.getByRole('radio', { name: /High Frequency 16 vCPU/ }),
    ).toHaveAccessibleDescription(/Not offered in Sydney/);
    // Windows needs 40 GB; the 25 GB plan rules it out.
    await page.getByRole('radio', { name: /Regular 1 vCPU \/ 1 GB/ }).check();
    await expect(page.getByRole('option', { name: /Windows Server 2022/ })).toBeDisabled();
    expect(deploys(await mock.requests())).toHaveLength(0);
  });

  test('deploys through the review to a running instance with exactly one POST despite a double click and Enter', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await fillDeployAndReview(page, 'e2e-web-1');
    await expect(page.getByTestId('price-monthly')).toHaveText('$20.00');
    await expect(page.getByTestId('price-hourly')).toContainText('$0.0');
    await expect(page.getByTestId('wallet-balance')).toContainText('$');
    await expect(page.getByTestId('wallet-after')).toContainText('$');
    await mock.clearRequests();

    const confirm = page.getByRole('button', { name: /Deploy server for \$20\.00\/month/ });
    await confirm.dblclick();
    await page.keyboard.press('Enter');

    // The new instance shows at once, provisioning, from the deploy's answer (no extra read).
    await expect(page).toHaveURL(UUID);
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-web-1' })).toBeVisible();
    await expect(page.locator('[data-status="provisioning"]').first()).toBeVisible();
    await expect(page.getByText('Assigned when provisioning finishes')).toBeVisible();
    // The e2e mock finishes provisioning after 2.5 s; the page polls with backoff until then.
    await expect(page.locator('[data-status="running"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Copy IP address/ })).toBeVisible();
    await page.keyboard.press('Enter');

    const requests = await mock.requests();
    expect(deploys(requests)).toHaveLength(1);
    const id = page.url().split('/').pop()!;
    const polls = requests.filter(
      (r) => r.method === 'GET' && r.path === `/api/v1/instances/${id}`,
    );
    expect(polls.length).toBeGreaterThanOrEqual(1);
    expect(polls.length).toBeLessThanOrEqual(3);

    // The list shows it without a reload, already running.
    await page.getByRole('link', { name: '← Instances' }).click();
    await page.getByLabel('Filter instances').fill('e2e-web-1');
    const row = page.getByRole('row', { name: /e2e-web-1/ });
    await expect(row).toContainText('Running');
    expect(deploys(await mock.requests())).toHaveLength(1);
  });

  test('a read key cannot deploy and is told why; nothing is sent', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('read');
    await page.goto('/instances');
    const deploy = page.getByRole('button', { name: 'Deploy server' });
    await expect(deploy).toBeDisabled();
    await expect(deploy).toHaveAttribute('title', /read-only/);
    // The reason is text on the page, tied to the button (not only its hover title).
    await expect(deploy).toHaveAccessibleDescription(/read-only/);
    await expect(
      page.getByText(/This key is read-only: connect with a full key/).first(),
    ).toBeVisible();

    await fillDeployAndReview(page, 'read-try');
    await expect(page.getByText('Deploying is disabled for this key')).toBeVisible();
    const confirm = page.getByRole('button', { name: /Deploy server for/ });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(/read-only/);
    await confirm.click({ force: true });
    expect(deploys(await mock.requests())).toHaveLength(0);
  });

  test('a 429 on deploy is explained with the limit and Retry-After, and nothing is retried', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await mock.setFaults([{ route: 'POST /api/v1/instances', kind: 'rate_limit', retryAfter: 30 }]);
    await fillDeployAndReview(page, 'limited-1');
    await page.getByRole('button', { name: /Deploy server for/ }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Deploy limit reached' });
    await expect(notice).toContainText('at most 10 deploys per minute');
    await expect(notice).toContainText('Nothing was created');
    await expect(notice).toContainText('429');
    const seconds = Number(await page.getByTestId('deploy-retry-after').textContent());
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);
    const confirm = page.getByRole('button', { name: /Deploy server for/ });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(/try again in \d+ s/);
    await page.waitForTimeout(1500);
    expect(deploys(await mock.requests())).toHaveLength(1);
    // The form keeps what was typed.
    await page.getByRole('button', { name: 'Back to edit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('limited-1');
    await expect(page.getByRole('radio', { name: /Frankfurt/ })).toBeChecked();
  });

  test('another failure keeps the form filled and shows the code', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await mock.setFaults([{ route: 'POST /api/v1/instances', kind: 'error', status: 503 }]);
    await fillDeployAndReview(page, 'flaky-1');
    await page.getByRole('button', { name: /Deploy server for/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '503' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(deploys(await mock.requests())).toHaveLength(1);
    await expect(page.getByRole('button', { name: /Deploy server for/ })).toBeEnabled();
    await page.getByRole('button', { name: 'Back to edit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('flaky-1');
  });
});
