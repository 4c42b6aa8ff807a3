import { test, expect } from './fixtures';

test.describe('wallet runway', () => {
  test('near the date, every page warns what happens at zero and the link opens add funds', async ({
    page,
    connect,
  }) => {
    // The seeded wallet lasts about a month; the summary is answered with the same spend and a
    // balance that lasts a few days, which the mock cannot reach without spending for real.
    await page.route('**/api/v1/wallet/summary', async (route) => {
      const response = await route.fetch();
      const summary = (await response.json()) as {
        balanceCents: number;
        monthToDateSpendCents: number;
      };
      await route.fulfill({ response, json: { ...summary, balanceCents: 9_000 } });
    });
    await connect('full');
    await page.goto('/volumes');
    const warning = page.getByRole('status').filter({ hasText: 'The wallet runs out soon' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('401 invalid_token');
    await expect(warning).toContainText('every API key');
    await expect(warning.getByTestId('runway-date')).not.toBeEmpty();

    await warning.getByRole('link', { name: 'Add funds' }).click();
    await expect(page).toHaveURL(/\/wallet(\?[^#]*)?#add-funds$/);
    await expect(page.getByRole('dialog', { name: 'Add funds' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The wallet page has the full panel instead of the shell's warning.
    await expect(page.getByTestId('runway')).toContainText('reaches zero on');
    await expect(page.getByText('The wallet runs out soon')).toHaveCount(0);
  });

  test('with a month of balance left there is no warning, and the wallet page gives the date', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await expect(page.getByText('The wallet runs out soon')).toHaveCount(0);
    await page.goto('/wallet');
    await expect(page.getByTestId('runway')).toContainText(/reaches zero on .* \(in \d+ days\)/);
  });
});
