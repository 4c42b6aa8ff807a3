#!/usr/bin/env node
// Renders deploy/nginx.conf with concrete values:
//   node deploy/render-nginx.mjs --upstream http://127.0.0.1:8787 --root ./dist --listen 127.0.0.1:8080 --prefix /tmp/cc-nginx
// Writes <prefix>/nginx.conf and prints its path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (index % 2 === 0 ? [...pairs, [value.replace(/^--/, ''), all[index + 1]]] : pairs), []),
);
for (const name of ['upstream', 'root', 'listen', 'prefix']) {
  if (!args[name]) {
    console.error(`missing --${name}`);
    process.exit(2);
  }
}
const prefix = resolve(args.prefix);
mkdirSync(prefix, { recursive: true });
const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf'), 'utf8');
const config = template
  .replaceAll('__API_UPSTREAM__', args.upstream.replace(/\/+$/, ''))
  .replaceAll('__ROOT__', resolve(args.root))
  .replaceAll('__LISTEN__', args.listen)
  .replaceAll('__PREFIX__', prefix);
const out = join(prefix, 'nginx.conf');
writeFileSync(out, config);
console.log(out);
