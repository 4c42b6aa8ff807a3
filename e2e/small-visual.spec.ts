import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/** A 429 on every read for a minute: the top bar shows its rate-limit badge ("Wait N s" on a phone). */
const PERSISTENT_429 = [{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }];

/**
 * The colour a text element and the background behind it show on screen, composited up the whole
 * ancestor chain with every background colour and every opacity (an opacity on an ancestor dims the
 * text and its background alike), then their WCAG contrast ratio.
 */
async function shownContrast(
  page: Page,
  selector: string,
): Promise<{ ratio: number; text: number[]; background: number[] }> {
  return page.locator(selector).evaluate((element) => {
    type RGBA = [number, number, number, number];
    const probe = document.createElement('canvas').getContext('2d')!;
    const parse = (css: string): RGBA => {
      // Any CSS colour (oklab, color-mix…) to rgba through a 1×1 canvas.
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: RGBA, under: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3]));
    const mix = (from: number[], to: number[], amount: number) =>
      from.map((value, i) => value * (1 - amount) + to[i]! * amount);
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    const layers = chain.map((node) => {
      const style = getComputedStyle(node);
      return { background: parse(style.backgroundColor), opacity: Number(style.opacity) };
    });
    const textColour = parse(getComputedStyle(element).color);
    // Top-down: each layer paints its background over what is behind it, its content over that,
    // and the whole group shows at its opacity over what was behind it.
    const render = (index: number, behind: number[], withText: boolean): number[] => {
      const layer = layers[index]!;
      const inside = over(layer.background, behind);
      const content =
        index === layers.length - 1
          ? withText
            ? over(textColour, inside)
            : inside
          : render(index + 1, inside, withText);
      return mix(behind, content, layer.opacity);
    };
    const canvas = [255, 255, 255];
    const text = render(0, canvas, true);
    const background = render(0, canvas, false);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return { ratio: (hi! + 0.05) / (lo! + 0.05), text, background };
  });
}

/** The average colour of a box of the page, read from a screenshot in the page's own canvas. */
async function averageColour(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<number[]> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < pixels.length; i += 4)
      for (let c = 0; c < 3; c++) sum[c]! += pixels[i + c]!;
    return sum.map((value) => value / (pixels.length / 4));
  }, png);
}

test.describe('small visual defects', () => {
  test('the phone menu reaches the bottom of the screen, dims the page and closes from its backdrop or Escape', async ({
    page,
    connect,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await connect('full');
    await page.goto('/instances');
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Resources' });
    await menu.click();
    await expect(nav).toBeVisible();
    const box = (await nav.boundingBox())!;
    expect(box.y, 'starts under the 56 px top bar').toBe(56);
    expect(box.y + box.height, 'ends at the bottom of the screen').toBe(844);
    // Right of the drawer and below it the page is covered: a press there reaches no row.
    const covered = await page.evaluate(() =>
      [
        [330, 600],
        [100, 830],
      ].map(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('#main'))),
    );
    expect(covered, 'nothing of main is pressable beside or below the open menu').toEqual([
      false,
      false,
    ]);
    const url = page.url();
    await page.mouse.click(330, 600);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    expect(page.url(), 'the press closed the menu and went nowhere').toBe(url);

    await menu.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Volumes' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });

  for (const width of [390, 1280]) {
    test(`the 404 page is a page of the shell, off the screen's edge, at ${width} px`, async ({
      page,
      connect,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await connect('full');
      // Each level-1 heading the load shows on its way: the pending view names no other page.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
        new MutationObserver(() => {
          const text = document.querySelector('h1')?.textContent?.trim();
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto('/not-a-page');
      const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
      await expect(heading).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen),
      ).toEqual(['Page not found']);
      for (const part of [
        heading,
        page.getByText('There is nothing at this address.'),
        page.getByRole('link', { name: 'Go to the overview' }),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x, `${await part.textContent()} left edge`).toBeGreaterThanOrEqual(16);
      }
      // Inside the shell: its title, the top bar, and the way to every page (the phone's menu).
      await expect(page).toHaveTitle(/^Page not found/);
      await expect(page.locator('#main h1')).toHaveText('Page not found');
      expect(await axeViolations(page), `404 at ${width} px`).toEqual([]);
      if (width === 390)
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Resources' })
        .getByRole('link', { name: 'Volumes' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
      // However deep the address, the same page; it names the address and the section it is under.
      await page.goto('/instances/i-1/not-a-tab');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('#main code')).toHaveText('/instances/i-1/not-a-tab');
      // A strange, long address: named as the address bar shows it (markup as text), on screen.
      const strange = `/volumes/${'ü<b>x</b>-'.repeat(12)}`;
      await page.goto(encodeURI(strange));
      const named = page.locator('#main code');
      await expect(named).toHaveText(strange);
      await expect(page.locator('#main b')).toHaveCount(0);
      const box = (await named.boundingBox())!;
      expect(box.x + box.width, 'the address ends on the screen').toBeLessThanOrEqual(width);
      await page.getByRole('link', { name: 'Go to Volumes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    });
  }

  test('an address no page has, signed out, asks to connect first and opens there after', async ({
    page,
    mock,
  }) => {
    await page.goto('/not-a-page?from=mail');
    await expect(page).toHaveURL(/\/connect\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/not-a-page?from=mail');
    await page.getByLabel('API key').fill(mock.keys.full);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/not-a-page');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an unavailable region's reason is readable at AA contrast (${theme})`, async ({
      page,
      connect,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width: 390, height: 844 });
      await connect('full');
      await page.goto('/instances/deploy');
      const london = page.getByRole('radio', { name: /London/ });
      await expect(london).toBeDisabled();
      const reasonId = await london.getAttribute('aria-describedby');
      expect(reasonId).toBeTruthy();
      const reason = `[id="${reasonId}"]`;
      await expect(page.locator(reason)).toContainText('Unavailable:');
      const { ratio, text, background } = await shownContrast(page, reason);
      expect(
        ratio,
        `reason text ${text.map(Math.round)} on ${background.map(Math.round)}`,
      ).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('the top bar: the brand is never cut on a phone, with or without the rate-limit badge', async ({
    page,
    connect,
    mock,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await connect('full');
    const bar = page.getByRole('banner');
    const brand = bar.getByRole('link', { name: 'Cloud Console' });
    const uncut = () =>
      brand.evaluate((link) => ({
        scroll: link.scrollWidth,
        client: link.clientWidth,
        shown: link.getBoundingClientRect().width,
      }));
    const calm = await uncut();
    expect(calm.scroll, 'brand not truncated').toBeLessThanOrEqual(calm.client);
    expect(calm.shown, 'brand has room').toBeGreaterThan(40);
    await mock.setFaults(PERSISTENT_429);
    await page.goto('/instances');
    // Beside "Try now" the badge reads "60 s | Try" (the sentence is read): match the sentence.
    await expect(
      bar.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ }),
    ).toBeVisible();
    const limited = await uncut();
    expect(limited.scroll, 'brand not truncated beside the Wait badge').toBeLessThanOrEqual(
      limited.client,
    );
    expect(limited.shown, 'brand has room beside the Wait badge').toBeGreaterThan(40);
    expect(
      await bar.evaluate((header) => header.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(57);
    expect(await bar.evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);
  });

  test("on a phone the theme toggle is in the menu, in step with the top bar's", async ({
    page,
    connect,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 844 });
    await connect('full');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: /^Theme:/ })).toBeHidden();
    await bar.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Resources' });
    await nav.getByRole('button', { name: /^Theme: system/ }).click();
    await nav.getByRole('button', { name: /^Theme: light/ }).click();
    await expect(nav.getByRole('button', { name: /^Theme: dark/ })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(bar.getByRole('button', { name: /^Theme: dark/ })).toBeVisible();
  });

  test('the top bar at 1280 px: the identity names itself in a tooltip and its scope badge is whole', async ({
    page,
    connect,
    mock,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await connect('full');
    const bar = page.getByRole('banner');
    const identity = bar.getByTestId('session-identity');
    await expect(identity).toContainText('full');
    const check = async (when: string) => {
      const shown = await identity.evaluate((box) => {
        const titled = box.querySelector('[title]');
        const badge = [...box.querySelectorAll('span')].find(
          (span) => span.textContent === 'full',
        )!;
        const b = badge.getBoundingClientRect();
        // The identity's parts are items of the bar's row (display: contents): the next item to the
        // badge's right (the wait, the meter, a button) is where its room ends.
        const after = [
          ...box.closest('header')!.querySelectorAll('[role=status], meter, button, a'),
        ]
          .map((element) => element.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.left > b.left);
        return {
          title: titled?.getAttribute('title') ?? null,
          titledText: titled?.textContent ?? null,
          badgeRight: b.right,
          badgeLeft: b.left,
          badgeFits: badge.scrollWidth <= badge.clientWidth,
          boxRight: Math.min(...after.map((r) => r.left)),
        };
      });
      expect(shown.title, when).toBe('Acme Robotics · key Production deploys');
      expect(shown.titledText, when).toBe(shown.title);
      expect(shown.title, when).not.toMatch(/ccs_/);
      expect(shown.badgeFits, `${when}: scope badge not cut`).toBe(true);
      expect(shown.badgeRight, `${when}: scope badge clear of the next item`).toBeLessThanOrEqual(
        shown.boxRight + 0.5,
      );
      // The brand keeps its full form at this width.
      expect(
        await bar
          .getByRole('link', { name: 'Cloud Console' })
          .evaluate((link) => (link as HTMLElement).innerText.trim()),
      ).toBe('Cloud Console');
    };
    await check('calm');
    await mock.setFaults(PERSISTENT_429);
    await page.goto('/instances');
    await expect(
      bar.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ }),
    ).toBeVisible();
    await check('rate limited');
  });

  test('the request-budget meter takes the theme: a dark track on the dark bar, the used share in the success colour', async ({
    page,
    connect,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      if (theme === 'dark') await connect('full');
      const meter = page
        .getByRole('banner')
        .getByRole('meter', { name: 'Requests used in the last minute' });
      await expect(meter).toBeVisible();
      const [value, max] = await meter.evaluate((m: HTMLMeterElement) => [m.value, m.max]);
      expect(value / max, 'under low: the optimum colour shows').toBeLessThan(0.6);
      const box = (await meter.boundingBox())!;
      const tokens = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        const hex = (name: string) => {
          const v = style.getPropertyValue(name).trim();
          return [1, 3, 5].map((i) => parseInt(v.slice(i, i + 2), 16));
        };
        return {
          surface: hex('--surface'),
          surface2: hex('--surface-2'),
          success: hex('--success'),
        };
      });
      // The track: the meter's right end, inside its border (the value is well under the middle).
      const track = await averageColour(page, {
        x: box.x + box.width - 6,
        y: box.y + 2,
        width: 3,
        height: Math.max(1, box.height - 4),
      });
      const distance = (a: number[], b: number[]) =>
        Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
      expect(
        distance(track, tokens.surface2),
        `${theme} track ${track.map(Math.round)} is --surface-2 ${tokens.surface2}`,
      ).toBeLessThanOrEqual(12);
      if (value / max > 0.08) {
        const used = await averageColour(page, {
          x: box.x + 2,
          y: box.y + 2,
          width: 2,
          height: Math.max(1, box.height - 4),
        });
        expect(
          distance(used, tokens.success),
          `${theme} used share ${used.map(Math.round)} is --success ${tokens.success}`,
        ).toBeLessThanOrEqual(24);
      }
    }
  });

  test('the new key dialog keeps its height when Copy says "Copied"', async ({
    page,
    context,
    connect,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await connect('full');
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel('Name').fill('e2e copy layout');
    await form.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy the new key now' });
    await expect(dialog).toBeVisible();
    const before = (await dialog.boundingBox())!;
    const done = (await dialog.getByRole('button', { name: 'Done' }).boundingBox())!;
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await expect(dialog.getByText('Copied to the clipboard.')).toBeVisible();
    const after = (await dialog.boundingBox())!;
    expect(after.height, 'dialog height').toBe(before.height);
    expect(after.y, 'dialog top').toBe(before.y);
    expect(
      (await dialog.getByRole('button', { name: 'Done' }).boundingBox())!.y,
      'Done stays put',
    ).toBe(done.y);
  });
});
