// Fails when the first-load JavaScript (gzip) of the production build exceeds the budget in
// package.json ("budgets": { "firstLoadJsGzipKb": N }). First load = the entry script, every
// chunk index.html preloads, and index.html's inline script. Prints the figures either way.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstLoadJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    files.add(match[1]);
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const file of files) {
    const path = join(distDir, file.replace(/^\//, ''));
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push({ file, raw: bytes.length, gzip: zipped });
  }
  for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const bytes = Buffer.from(body);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push({ file: 'index.html (inline script)', raw: bytes.length, gzip: zipped });
  }
  return { raw, gzip, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.DIST_DIR ?? 'dist';
  const budgetKb = JSON.parse(readFileSync('package.json', 'utf8')).budgets?.firstLoadJsGzipKb;
  const { raw, gzip, rows } = firstLoadJs(distDir);
  for (const row of rows)
    console.log(
      `  ${row.file}  ${(row.raw / 1024).toFixed(1)} kB raw, ${(row.gzip / 1024).toFixed(1)} kB gzip`,
    );
  const kb = gzip / 1024;
  console.log(
    `first-load JS: ${(raw / 1024).toFixed(1)} kB raw, ${kb.toFixed(1)} kB gzip (budget ${budgetKb} kB gzip)`,
  );
  if (typeof budgetKb !== 'number') {
    console.error('package.json has no budgets.firstLoadJsGzipKb');
    process.exit(1);
  }
  if (kb > budgetKb) {
    console.error(`Over budget by ${(kb - budgetKb).toFixed(1)} kB.`);
    process.exit(1);
  }
}
