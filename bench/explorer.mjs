// `BENCH_ONLY=explorer npm run bench -- --no-build`: the API explorer on a large outside document,
// GitHub's REST description from @octokit/openapi (about 1,200 operations, 13 MB): the time to
// read it (parse, validate, dereference, list: what the explorer's worker does), to list its
// operations grouped by tag, and to filter them per query (what each keystroke in the search
// costs). Node on this machine; the page runs the same code (the filter on the page's thread).
import { execFileSync } from 'node:child_process';

export function runExplorer() {
  const out = execFileSync(process.execPath, ['--max-old-space-size=4096', '--import', 'tsx', 'bench/explorer-measure.mjs'], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop());
}

export function explorerRows(result) {
  const rows = [
    ['explorer: outside document', `${result.document}, ${result.operations} operations${result.valid ? '' : ' (parser found problems)'}`],
    ['explorer: read (parse, validate, dereference, list)', `${result.readMs} ms`],
    ['explorer: list (operations grouped by tag)', `${result.listMs} ms`],
  ];
  for (const [query, figure] of Object.entries(result.filters)) {
    rows.push([`explorer: filter "${query}"`, `${figure.medianMs} ms median, ${figure.maxMs} ms max, ${figure.matches} match`]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of explorerRows(runExplorer())) console.log(`${name}  ${value}`);
}
