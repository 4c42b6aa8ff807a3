// Cumulative layout shift of every page's first view (a fresh load, signed in), on a phone and on a
// desktop, light and dark theme. The network is slowed like Lighthouse's mobile preset (150 ms
// round trip) so data arrives after the shell is painted, which is when a page that does not keep
// its size would shift. CLS is the largest session window (gaps under 1 s, at most 5 s), as browsers
// and Lighthouse define it.

export const VIEWPORTS = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
};

function observeShifts() {
  const state = { cls: 0, current: 0, first: 0, last: 0, shifts: [] };
  window.__layoutShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (
        state.current > 0 &&
        (entry.startTime - state.last > 1000 || entry.startTime - state.first > 5000)
      )
        state.current = 0;
      if (state.current === 0) state.first = entry.startTime;
      state.current += entry.value;
      state.last = entry.startTime;
      state.cls = Math.max(state.cls, state.current);
      const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const nodes = entry.sources.map(
        (source) =>
          `${source.node?.nodeName}${source.node?.className ? `.${String(source.node.className).split(' ').slice(0, 3).join('.')}` : ''} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
      );
      state.shifts.push({
        at: Math.round(entry.startTime),
        value: Math.round(entry.value * 10000) / 10000,
        nodes,
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

function signIn(session) {
  try {
    localStorage.setItem('cc.session', session);
  } catch {
    // about:blank has no storage.
  }
}

async function measure(browser, url, token, { viewport, theme }) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], colorScheme: theme });
  await context.addInitScript(
    signIn,
    JSON.stringify({ token, baseUrl: '/api/v1', remember: true }),
  );
  await context.addInitScript(observeShifts);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return await page.evaluate(() => ({
      cls: window.__layoutShift.cls,
      shifts: window.__layoutShift.shifts,
    }));
  } finally {
    await context.close();
  }
}

/** paths: list of page paths. Returns [{ path, phone: { light, dark }, desktop: { light, dark } }]. */
export async function runLayoutShift({ browser, webUrl, token, paths, verbose = false }) {
  const results = [];
  for (const path of paths) {
    const row = { path };
    for (const viewport of Object.keys(VIEWPORTS)) {
      row[viewport] = {};
      for (const theme of ['light', 'dark']) {
        const { cls, shifts } = await measure(browser, `${webUrl}${path}`, token, {
          viewport,
          theme,
        });
        row[viewport][theme] = Math.round(cls * 1000) / 1000;
        if (verbose && shifts.length) console.log(path, viewport, theme, JSON.stringify(shifts));
      }
    }
    results.push(row);
  }
  return results;
}

/** One detail page of each kind, from the seeded account (ids differ per seed). */
export async function detailPaths(mockUrl, token) {
  const get = async (path) =>
    (
      await fetch(`${mockUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
  const [instances, volumes, tickets] = await Promise.all([
    get('/instances'),
    get('/volumes'),
    get('/tickets?limit=1'),
  ]);
  return [
    instances.items?.[0] && `/instances/${instances.items[0].id}`,
    volumes.items?.[0] && `/volumes/${volumes.items[0].id}`,
    tickets.items?.[0] && `/tickets/${tickets.items[0].id}`,
  ].filter(Boolean);
}
