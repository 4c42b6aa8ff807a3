// `BENCH_ONLY=scale`: the whole-set table with the mock's fleet of 10,000 servers (issue 50, part
// 4). Five full loads of /instances, each followed by one filter; medians of the five:
//   first rows after the answer: from the list's answer having arrived (its resource timing's
//     responseEnd) to the frame that paints the first data row;
//   filter after its debounce: from the search box's debounced call writing the address (the
//     router's history.replaceState with the new `q`) to the frame that paints the matching rows
//     (the table's aria-rowcount changed and its first row matches).
// Beside each wall time, the main thread's CPU time in the same span (its tasks' thread time in a
// Chromium trace): on the shared two-core machine the wall time mostly measures the other
// processes. BENCH_SCALE_TRACE=file keeps the last run's trace and prints its long tasks.
// BENCH_SCALE_PROFILE=1 also prints where the main thread's time went (a CPU profile of one load and
// its filter, self time by function): build with `--minify false` for readable names.
import { writeFileSync } from 'node:fs';
import { connect } from './tour.mjs';

// Runs in the page before its own scripts: timestamps on the page's clock (performance.now()).
function instrument() {
  const marks = { firstRowDom: null, firstRow: null, urlQ: null, filtered: null };
  // Where the page's clock starts on the trace's (BENCH_SCALE_TRACE).
  performance.mark('scale-origin');
  window.__scale = { marks, filter: null, initialCount: null };
  const afterFrame = (done) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now())));
  const replace = history.replaceState.bind(history);
  history.replaceState = (state, unused, url) => {
    const q = url ? new URL(String(url), location.href).searchParams.get('q') : null;
    if (q && q === window.__scale.filter && marks.urlQ === null) marks.urlQ = performance.now();
    return replace(state, unused, url);
  };
  new MutationObserver(() => {
    const table = document.querySelector('table[aria-rowcount]');
    const row = table?.querySelector('tbody tr[aria-rowindex="2"]');
    if (!row) return;
    if (marks.firstRow === null) {
      marks.firstRow = -1;
      marks.firstRowDom = performance.now();
      afterFrame((at) => (marks.firstRow = at));
    }
    const { filter, initialCount } = window.__scale;
    if (
      filter &&
      marks.urlQ !== null &&
      marks.filtered === null &&
      table.getAttribute('aria-rowcount') !== initialCount &&
      row.textContent.toLowerCase().includes(filter)
    ) {
      marks.filtered = -1;
      afterFrame((at) => (marks.filtered = at));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => Math.round(value);

/** Self time by function of a CDP CPU profile, the top `count`. */
function topSelfTime(profile, count = 25) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byNode.get(profile.samples[i]);
    const frame = node.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  // Total time (the function and what it called), for the named functions of our own code.
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = byNode.get(id).callFrame;
      if (!frame.functionName || seen.has(frame.functionName)) continue;
      seen.add(frame.functionName);
      total.set(
        frame.functionName,
        (total.get(frame.functionName) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000,
      );
    }
  }
  const lines = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${ms(time).toString().padStart(6)} ms  ${name}`);
  lines.push('total time of:');
  for (const [name, time] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60))
    lines.push(`${ms(time).toString().padStart(6)} ms  ${name}`);
  // BENCH_SCALE_CALLERS=name: the call paths that spent a function's self time, heaviest first.
  const wanted = process.env.BENCH_SCALE_CALLERS;
  if (wanted) {
    const paths = new Map();
    for (let i = 0; i < profile.samples.length; i += 1) {
      let id = profile.samples[i];
      if (byNode.get(id).callFrame.functionName !== wanted) continue;
      const names = [];
      while (id !== undefined && names.length < 8) {
        const frame = byNode.get(id).callFrame;
        names.push(`${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`);
        id = parent.get(id);
      }
      const key = names.join(' < ');
      paths.set(key, (paths.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    for (const [path, time] of [...paths.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
      lines.push(`  ${ms(time)} ms  ${path}`);
  }
  return lines;
}

/** The renderer's main thread in a Chromium trace, and its tasks. */
function mainTasks(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask',
  );
}

/**
 * CPU time of the main thread's tasks that run from `fromMs` to `toMs` (page clock; a task under way
 * at `fromMs` counts whole, as the one that reads the answer's last bytes): on a loaded
 * machine the wall time between two moments mostly measures the other processes; a task's thread
 * time (`tdur`) does not.
 */
function mainThreadCpuMs(events, fromMs, toMs, zeroUs) {
  const from = zeroUs + fromMs * 1000;
  const to = zeroUs + toMs * 1000;
  return mainTasks(events)
    .filter((task) => task.ts + task.dur > from && task.ts < to)
    .reduce((sum, task) => sum + (task.tdur ?? task.dur) / 1000, 0);
}

/**
 * The main thread's tasks of a Chromium trace (Tracing, devtools.timeline) from `fromMs` to `toMs`
 * on the page's clock: each task over 10 ms with the trace events inside it that took longest.
 */
function summariseTrace(events, fromMs, toMs, navigationStartUs) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur,
  );
  const from = navigationStartUs + fromMs * 1000;
  const to = navigationStartUs + toMs * 1000;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= from && e.ts <= to);
  const lines = [];
  for (const task of tasks.filter((t) => t.dur >= 10_000)) {
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
      .filter((e) => e.dur >= 3000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 6)
      .map((e) => {
        const where = e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || '';
        return `${e.name}${where ? ` ${where}` : ''} ${ms(e.dur / 1000)}`;
      });
    lines.push(
      `  ${ms((task.ts - navigationStartUs) / 1000 - fromMs)
        .toString()
        .padStart(5)} +${ms(task.dur / 1000)} ms: ${inside.join(', ')}`,
    );
  }
  return lines;
}

async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

async function printProfile(cdp, what) {
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`\nwhere the main thread's time went, ${what} (self time):`);
  for (const line of topSelfTime(profile)) console.log(line);
}

export async function runScale({
  browser,
  webUrl,
  mockUrl,
  filter = 'web',
  runs = Number(process.env.BENCH_SCALE_RUNS ?? 5),
}) {
  await fetch(`${mockUrl}/__mock/scenario`, {
    method: 'POST',
    body: JSON.stringify({ scenario: 'fleet' }),
  });
  const keys = await (await fetch(`${mockUrl}/__mock/keys`)).json();
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await connect(page, webUrl, keys.full);
  await page.addInitScript(instrument);
  const profileWanted = Boolean(process.env.BENCH_SCALE_PROFILE);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    // The mock's rate window: five loads of the list page stay well inside it, but start clean.
    await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
    const profiling = profileWanted && run === runs - 1;
    if (profiling) await startProfile(cdp);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
      ],
    });
    await page.goto(`${webUrl}/instances`);
    await page.waitForFunction(() => (window.__scale?.marks.firstRow ?? -1) > 0, null, {
      timeout: 60_000,
    });
    if (profiling) await printProfile(cdp, 'the load to its first rows');
    // The catalogue (plan and region names) arrives beside the list; filter once it is all in.
    await page.waitForLoadState('networkidle');
    const answered = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/api\/v1\/instances(\?|$)/.test(e.name));
      return entry?.responseEnd ?? null;
    });
    await page.evaluate((text) => {
      window.__scale.filter = text;
      window.__scale.initialCount = document
        .querySelector('table[aria-rowcount]')
        ?.getAttribute('aria-rowcount');
    }, filter);
    const search = page.getByRole('searchbox').first();
    await search.click();
    if (profiling) await startProfile(cdp);
    const typed = await page.evaluate(() => performance.now());
    await page.keyboard.type(filter);
    await page.waitForFunction(() => (window.__scale.marks.filtered ?? -1) > 0, null, {
      timeout: 60_000,
    });
    const marks = await page.evaluate(() => window.__scale.marks);
    const buffer = await browser.stopTracing();
    const events = JSON.parse(buffer.toString()).traceEvents;
    const originMark = events.find((e) => e.name === 'scale-origin');
    const originNow = await page.evaluate(
      () => performance.getEntriesByName('scale-origin')[0].startTime,
    );
    const zero = originMark.ts - originNow * 1000;
    const cpu = (from, to) => mainThreadCpuMs(events, from, to, zero);
    if (process.env.BENCH_SCALE_TRACE && run === runs - 1) {
      writeFileSync(process.env.BENCH_SCALE_TRACE, buffer);
      console.log(
        `\ntasks from the answer (${ms(answered)} ms) to the first rows, start +duration:`,
      );
      for (const line of summariseTrace(events, answered, marks.firstRow, zero)) console.log(line);
      console.log(`\ntasks from the debounce to the filtered rows:`);
      for (const line of summariseTrace(events, marks.urlQ, marks.filtered, zero))
        console.log(line);
    }
    if (profiling) await printProfile(cdp, 'typing the filter to its rows');
    samples.push({
      firstRowsAfterAnswerMs: answered === null ? null : ms(marks.firstRow - answered),
      firstRowsCpuMs: ms(cpu(answered, marks.firstRow)),
      filterCpuMs: ms(cpu(marks.urlQ, marks.filtered)),
      filterAfterDebounceMs: ms(marks.filtered - marks.urlQ),
      filterAfterTypingMs: ms(marks.filtered - typed),
    });
  }
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.close();
  return {
    runs: samples,
    firstRowsAfterAnswerMs: median(samples.map((s) => s.firstRowsAfterAnswerMs)),
    firstRowsCpuMs: median(samples.map((s) => s.firstRowsCpuMs)),
    filterCpuMs: median(samples.map((s) => s.filterCpuMs)),
    filterAfterDebounceMs: median(samples.map((s) => s.filterAfterDebounceMs)),
    filterAfterTypingMs: median(samples.map((s) => s.filterAfterTypingMs)),
    heapMb: Math.round((heap / 1048576) * 10) / 10,
  };
}

export function scaleRows(result) {
  const each = (key) => result.runs.map((s) => s[key]).join(' ');
  return [
    [
      '10,000 instances (fleet): first rows after the answer',
      `${result.firstRowsAfterAnswerMs} ms [${each('firstRowsAfterAnswerMs')}] (target ≤ 300); main thread's CPU ${result.firstRowsCpuMs} ms [${each('firstRowsCpuMs')}]`,
    ],
    [
      '10,000 instances (fleet): filter after its debounce',
      `${result.filterAfterDebounceMs} ms [${each('filterAfterDebounceMs')}] (target ≤ 50); main thread's CPU ${result.filterCpuMs} ms [${each('filterCpuMs')}]; from the first keystroke ${result.filterAfterTypingMs} ms`,
    ],
    ['10,000 instances (fleet): JS heap after', `${result.heapMb} MB`],
  ];
}
