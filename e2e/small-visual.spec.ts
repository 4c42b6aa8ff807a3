import { test, expect } from './fixtures';

test.describe('small visual defects', () => {
  for (const width of [390, 1280]) {
    test(`the 404 page keeps off the screen's edge at ${width} px`, async ({ page, connect }) => {
      await page.setViewportSize({ width, height: 800 });
      await connect('full');
      await page.goto('/not-a-page');
      const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
      await expect(heading).toBeVisible();
      for (const part of [heading, page.getByText('There is nothing at this address.'), page.getByRole('link', { name: 'Go to the overview' })]) {
        const box = (await part.boundingBox())!;
        expect(box.x, `${await part.textContent()} left edge`).toBeGreaterThanOrEqual(16);
      }
    });
  }
});
