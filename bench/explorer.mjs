// `BENCH_ONLY=explorer npm run bench`: the API explorer on a large outside document, GitHub's REST
// description from @octokit/openapi (about 1,200 operations, 13 MB).
// - In Node (bench/explorer-measure.mjs, the explorer's own code): the time to read it (parse,
//   validate, dereference, list: what the explorer's worker does), to list its operations grouped
//   by tag, and to filter them per query.
// - In Chromium, the production build against the mock with the document served in place of ours
//   (page.route): from opening /explorer to the whole list on screen, and from Enter in the search
//   box to the filtered list on screen, per query (what a person waits for).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { startStack } from './servers.mjs';
import { connect, launch } from './tour.mjs';

const DOCUMENT = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const QUERIES = [
  'repos',
  'issues comments',
  'post /repos/{owner}/{repo}/pulls',
  'zzz-no-match',
  '',
];

function measureInNode() {
  const out = execFileSync(
    process.execPath,
    ['--max-old-space-size=4096', '--import', 'tsx', 'bench/explorer-measure.mjs'],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

async function measureInBrowser({ portOffset, chromePath }) {
  const stack = await startStack({
    mockPort: 8956 + portOffset,
    webPort: 4956 + portOffset,
    rateLimits: false,
  });
  const browser = await launch(chromePath);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const body = readFileSync(DOCUMENT);
    await page.route('**/api/v1/openapi.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'x-ratelimit-limit': '100' },
        body,
      }),
    );
    await connect(page, stack.webUrl, stack.keys.full);
    const started = Date.now();
    await page.evaluate(() => {
      history.pushState(null, '', '/explorer');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('explorer-document').waitFor({ timeout: 120_000 });
    // The list is on the page (its rows are drawn as they come into view: docs/explorer.md).
    await page.waitForFunction(
      () => document.querySelectorAll('main li a[href^="/explorer?op="]').length > 0,
      null,
      { timeout: 60_000 },
    );
    const openMs = Date.now() - started;
    const summary = await page.getByTestId('explorer-document').textContent();
    const readMs = Number(/read in (\d+) ms/.exec(await page.locator('main').textContent())?.[1]);
    const filters = {};
    const box = page.getByRole('searchbox', { name: 'Find an operation' });
    for (const query of QUERIES) {
      await box.fill(query);
      const ms = await page.evaluate(
        (q) =>
          new Promise((resolve) => {
            const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
              /operations( match)?$/.test(node.textContent ?? ''),
            );
            const input = document.querySelector('input[type="search"]');
            const want = (text) => (q ? text.includes(' of ') : !text.includes(' of '));
            const t0 = performance.now();
            const done = () =>
              requestAnimationFrame(() => resolve(Math.round(performance.now() - t0)));
            const observer = new MutationObserver(() => {
              if (want(status.textContent)) {
                observer.disconnect();
                done();
              }
            });
            observer.observe(status, { childList: true, characterData: true, subtree: true });
            input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
            if (want(status.textContent)) {
              observer.disconnect();
              done();
            }
          }),
        query,
      );
      filters[query || '(cleared)'] = { ms, drawn: await page.locator('main li').count() };
    }
    return { summary, readMs, openMs, filters };
  } finally {
    await browser.close();
    stack.stop();
  }
}

export async function runExplorer({ portOffset = 0 } = {}) {
  const chromePath =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return { node: measureInNode(), browser: await measureInBrowser({ portOffset, chromePath }) };
}

export function explorerRows({ node, browser }) {
  const rows = [
    [
      'explorer: outside document',
      `${node.document}, ${node.operations} operations${node.valid ? '' : ' (parser found problems)'}`,
    ],
    ['explorer (Node): read (parse, validate, dereference, list)', `${node.readMs} ms`],
    ['explorer (Node): list (operations grouped by tag)', `${node.listMs} ms`],
  ];
  for (const [query, figure] of Object.entries(node.filters)) {
    rows.push([
      `explorer (Node): filter "${query}"`,
      `${figure.medianMs} ms median, ${figure.maxMs} ms max, ${figure.matches} match`,
    ]);
  }
  rows.push([
    'explorer (Chromium): open /explorer to the list',
    `${browser.openMs} ms (reading in the worker ${browser.readMs} ms)`,
  ]);
  for (const [query, figure] of Object.entries(browser.filters)) {
    rows.push([
      `explorer (Chromium): Enter on "${query}" to the list shown`,
      `${figure.ms} ms, ${figure.drawn} rows drawn`,
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of explorerRows(
    await runExplorer({ portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 0) * 10 }),
  ))
    console.log(`${name}  ${value}`);
}
