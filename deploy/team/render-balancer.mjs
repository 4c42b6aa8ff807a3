#!/usr/bin/env node
// Renders the balancer in front of the team console's replicas (deploy/team/haproxy.cfg) into
// --prefix and prints its path. Each replica is rendered by render.mjs with --replicas N.
//   node deploy/team/render-balancer.mjs --listen 0.0.0.0:443 --prefix /var/lib/cloud-console-lb \
//     --replica-fronts 10.0.0.11:443,10.0.0.12:443 --tls
//   haproxy -f /var/lib/cloud-console-lb/haproxy.cfg -db
// --tls: the replicas' fronts answer HTTPS (the health check speaks TLS to them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flag = (name) => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? undefined : argv[at + 1];
};
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
const listen = flag('listen');
const prefixArg = flag('prefix');
const fronts = (flag('replica-fronts') ?? '').split(',').filter(Boolean);
if (!listen || !prefixArg) fail('give --listen and --prefix');
if (fronts.length < 2) fail('--replica-fronts lists two or more host:port, comma-separated');
for (const front of fronts) if (!/^[\w.-]+:\d+$/.test(front)) fail(`not host:port: ${front}`);

const prefix = resolve(prefixArg);
mkdirSync(prefix, { recursive: true });
const servers = fronts.map((front, index) => `  server replica${index + 1} ${front}`).join('\n');
const config = readFileSync(join(here, 'haproxy.cfg'), 'utf8')
  .replaceAll('__LISTEN__', listen)
  .replaceAll('__PREFIX__', prefix)
  .replaceAll('__CHECK_SSL__', argv.includes('--tls') ? 'check-ssl verify none' : '')
  .replace(/^__SERVERS__$/m, servers);
const out = join(prefix, 'haproxy.cfg');
writeFileSync(out, config, { mode: 0o600 });
console.log(out);
