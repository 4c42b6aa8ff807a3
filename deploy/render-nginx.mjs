#!/usr/bin/env node
// Renders deploy/nginx.conf with concrete values. Production (HTTPS, plain HTTP only redirects):
//   node deploy/render-nginx.mjs --upstream https://cloud.example.com --root ./dist --prefix /var/lib/cc-nginx \
//     --tls-listen 0.0.0.0:443 --cert /etc/ssl/certs/console.pem --key /etc/ssl/private/console.key --http-listen 0.0.0.0:80
// A test on this machine (plain HTTP, loopback addresses only):
//   node deploy/render-nginx.mjs --upstream http://127.0.0.1:8787 --root ./dist --prefix /tmp/cc-nginx --loopback-http 127.0.0.1:8080
// Both may be given at once. Writes <prefix>/nginx.conf and prints its path.
// --openapi-url https://cloud.example.com/openapi.json: config.json's cross-origin "openapiUrl" (the API
// explorer's document); its origin is added to the CSP's connect-src, which otherwise allows 'self' only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, value, index, all) =>
        index % 2 === 0 ? [...pairs, [value.replace(/^--/, ''), all[index + 1]]] : pairs,
      [],
    ),
);
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
for (const name of ['upstream', 'root', 'prefix']) if (!args[name]) fail(`missing --${name}`);
if (args.listen)
  fail(
    '--listen is gone: use --tls-listen with --cert and --key, or --loopback-http for a test on this machine',
  );
const tls = Boolean(args['tls-listen']);
if (tls && (!args.cert || !args.key)) fail('--tls-listen needs --cert and --key (PEM files)');
if (!tls && !args['loopback-http'])
  fail('give --tls-listen (with --cert and --key), or --loopback-http for a test on this machine');
if (args['http-listen'] && !tls)
  fail('--http-listen only redirects to HTTPS: give --tls-listen too');
// Plain HTTP would carry the API key in clear across any network; only loopback stays on this machine.
if (
  args['loopback-http'] &&
  !/^(127\.\d+\.\d+\.\d+|\[::1\]|localhost):\d+$/.test(args['loopback-http'])
) {
  fail(
    `--loopback-http must be a loopback address (127.0.0.1:PORT or [::1]:PORT), not ${args['loopback-http']}`,
  );
}

// The explorer's document on another origin: only an absolute https:// address (http:// on loopback),
// and only its origin goes into the header (no path, quote or ';' can reach it).
let connectSrc = "connect-src 'self'";
if (args['openapi-url']) {
  let url;
  try {
    url = new URL(args['openapi-url']);
  } catch {
    fail(`--openapi-url must be an absolute https:// address, not ${args['openapi-url']}`);
  }
  const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    fail(`--openapi-url must be an absolute https:// address, not ${args['openapi-url']}`);
  if (url.username || url.password) fail('--openapi-url must not hold a user name or password');
  connectSrc = `connect-src 'self' ${url.origin}`;
}

const keep = {
  tls,
  redirect: Boolean(args['http-listen']),
  loopback: Boolean(args['loopback-http']),
};
const prefix = resolve(args.prefix);
mkdirSync(prefix, { recursive: true });
const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf'), 'utf8');
const config = template
  .split('\n')
  .filter((line) => {
    const tag = /# \[(tls|redirect|loopback)\]$/.exec(line)?.[1];
    return !tag || keep[tag];
  })
  .join('\n')
  .replaceAll('__API_UPSTREAM__', args.upstream.replace(/\/+$/, ''))
  .replaceAll('__ROOT__', resolve(args.root))
  .replaceAll('__TLS_LISTEN__', args['tls-listen'] ?? '')
  .replaceAll('__TLS_CERT__', args.cert ? resolve(args.cert) : '')
  .replaceAll('__TLS_KEY__', args.key ? resolve(args.key) : '')
  .replaceAll('__HTTP_LISTEN__', args['http-listen'] ?? '')
  .replaceAll('__LOOPBACK_LISTEN__', args['loopback-http'] ?? '')
  .replaceAll('__PREFIX__', prefix)
  .replaceAll("connect-src 'self'", connectSrc);
const out = join(prefix, 'nginx.conf');
writeFileSync(out, config);
console.log(out);
