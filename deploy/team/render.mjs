#!/usr/bin/env node
// Renders the team recipe (deploy/team/apache.conf and nginx.conf) with concrete values into
// --prefix, and prints the two paths. Example for production (TLS at the front):
//   node deploy/team/render.mjs --public-url https://console.example.com --listen 0.0.0.0:443 \
//     --cert /etc/ssl/certs/console.pem --key /etc/ssl/private/console.key \
//     --nginx-listen 127.0.0.1:8081 --upstream https://cloud.example.com --root /srv/console/dist \
//     --issuer https://login.example.com --client-id console --client-secret-file /etc/cloud-console/oidc-secret \
//     --keys-map /etc/cloud-console/keys.map --audit-log /var/log/cloud-console/audit.log \
//     --admin-group console-admins --viewer-group console-viewers --prefix /var/lib/cloud-console \
//     --webhook-secrets /etc/cloud-console/webhooks.map
// Two or more replicas (README: two machines): render each with --replicas N (each replica's pacer
// takes a fixed share, 1/N of the office's budget), --redis host:port (the front's sessions and the
// event stream in one Redis) and the same --shared-secrets file (created by the first render, copied
// to the others: the session cookie's passphrase and the after-a-write token must be the same).
// Plain HTTP (--listen without --cert) is refused unless the address is loopback. --claims-refresh
// and --stream-life (seconds, both 300 by default) bound how long a person removed from the group
// keeps the role and the live stream (README).
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
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
for (const name of [
  'public-url',
  'listen',
  'nginx-listen',
  'upstream',
  'root',
  'issuer',
  'client-id',
  'keys-map',
  'prefix',
]) {
  if (!args[name]) fail(`missing --${name}`);
}
const tls = Boolean(args.cert);
if (tls !== Boolean(args.key)) fail('--cert and --key go together');
const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost):\d+$/;
if (!tls && !loopback.test(args.listen))
  fail(`plain HTTP only on a loopback address, not ${args.listen}: give --cert and --key`);
if (!loopback.test(args['nginx-listen']))
  fail('--nginx-listen must be a loopback address: only the front may reach nginx');
const secret =
  args['client-secret'] ??
  (args['client-secret-file'] ? readFileSync(args['client-secret-file'], 'utf8').trim() : '');
if (!secret) fail('give --client-secret-file (or --client-secret for a test)');
if (!existsSync(args['keys-map'])) fail(`no keys map at ${args['keys-map']}`);
// Group names go into regular expressions: letters, digits and - _ . only.
const group = (name, fallback) => {
  const value = args[name] ?? fallback;
  if (!/^[\w.-]+$/.test(value)) fail(`--${name} may hold letters, digits, -, _ and . only`);
  return value;
};

const prefix = resolve(args.prefix);
mkdirSync(prefix, { recursive: true });
const runAsRoot = process.getuid?.() === 0;
// The pacer's socket lives in a directory of nginx's worker alone (mode 0700): no other user of
// the machine can connect to it (nginx creates the socket itself, world-writable).
const pacerDir = join(prefix, 'pacer');
mkdirSync(pacerDir, { recursive: true, mode: 0o700 });
const id = (flag) => Number(execFileSync('id', [flag, 'www-data']).toString().trim());
if (runAsRoot) chownSync(pacerDir, id('-u'), id('-g'));
// The audit log names people and what they did: not for every user of the machine. nginx's master
// opens it (as root in production) and creates it world-readable (0644), so it is made here first
// and an existing one narrowed: 0640 with nginx's worker's group, which serves it to admins
// (/auth/activity), or 0600 when nginx runs as this user.
const auditLog = resolve(args['audit-log'] ?? join(prefix, 'audit.log'));
try {
  if (!existsSync(auditLog)) writeFileSync(auditLog, '', { mode: 0o600 });
  if (runAsRoot) {
    chownSync(auditLog, 0, id('-g'));
    chmodSync(auditLog, 0o640);
  } else {
    chmodSync(auditLog, 0o600);
  }
} catch (error) {
  fail(`cannot make the audit log ${auditLog} readable by nginx alone: ${error.message}`);
}
// The webhook endpoints' signing secrets (`label "whsec_…";` per line), read by nginx's master at
// start like the keys. Without the flag an empty map: every delivery is an unknown endpoint.
const webhookSecrets = resolve(args['webhook-secrets'] ?? join(prefix, 'webhooks.map'));
if (args['webhook-secrets'] === undefined) writeFileSync(webhookSecrets, '', { mode: 0o600 });
else if (!existsSync(webhookSecrets)) fail(`no webhook secrets map at ${webhookSecrets}`);
const publicUrl = args['public-url'].replace(/\/+$/, '');
const frontSecret = randomBytes(24).toString('hex');
// What every replica must share: the passphrase that encrypts the front's session cookie and its
// Redis entries (a session made on one replica is read on the other), and the value of the cookie
// that marks a person's own write (it is set on one replica and read on either). Random per render
// with one replica; with several, one file (mode 600) made by the first render and copied to the others.
const sharedSecretsFile = args['shared-secrets'] ? resolve(args['shared-secrets']) : undefined;
const replicas = Number(args.replicas ?? 1);
if (!Number.isInteger(replicas) || replicas < 1) fail('--replicas is a whole number, 1 or more');
if (replicas > 1 && (!sharedSecretsFile || !args.redis))
  fail('--replicas above 1 needs --shared-secrets (the same file for each) and --redis');
if (args.redis && !/^[\w.-]+:\d+$/.test(args.redis)) fail('--redis is host:port');
if (sharedSecretsFile && !existsSync(sharedSecretsFile))
  writeFileSync(
    sharedSecretsFile,
    `${JSON.stringify({ cryptoPassphrase: randomBytes(32).toString('hex'), wroteToken: randomBytes(16).toString('hex') })}\n`,
    { mode: 0o600, flag: 'wx' },
  );
const shared = sharedSecretsFile
  ? JSON.parse(readFileSync(sharedSecretsFile, 'utf8'))
  : {
      cryptoPassphrase: randomBytes(32).toString('hex'),
      wroteToken: randomBytes(16).toString('hex'),
    };
// One office budget across N replicas behind one egress address: a fixed share each, as nginx's
// ingress controller divides a rate by its replicas (docs/decisions/0007). The office's 80 a
// minute with 18 at once (at most 99 in any 60 s) becomes 80/N with (19/N − 1) at once per replica:
// at most N × (80/N + 19/N) ≤ 99 across all. The route limits divide the same way.
const share = (total) => Math.floor(total / replicas);
const paceDelayDefault = Math.max(0, Math.floor(19 / replicas) - 1);
const signedOut = `${publicUrl}/auth/signed-out.html`;
// A live stream receives events for at most this many seconds before it is opened again and the
// role checked again (live.js, closeOldStreams).
const streamLife = Number(args['stream-life'] ?? 300);
if (!(Number.isInteger(streamLife) && streamLife >= 5))
  fail('--stream-life: whole seconds, 5 or more');
// How many past periods each event closes. A stream older than that has had no event for at least
// this many periods less one, so it is closed as idle by then (nchan_subscriber_timeout).
const STREAM_PERIODS_CLOSED = 6;
const teamConfig = join(prefix, 'config.json');
writeFileSync(
  teamConfig,
  `${JSON.stringify({ apiBaseUrl: '/api/v1', mode: 'live', allowBaseUrlChange: false, session: 'proxy' }, null, 2)}\n`,
);

const apache = readFileSync(join(here, 'apache.conf'), 'utf8')
  .split('\n')
  .filter((line) => {
    const tag = /# \[(tls|ca|redis)\]$/.exec(line)?.[1];
    if (!tag) return true;
    return { tls, ca: Boolean(args['ca-bundle']), redis: Boolean(args.redis) }[tag];
  })
  .map((line) => line.replace(/ # \[(tls|ca|redis)\]$/, ''))
  .join('\n')
  .replaceAll('__SERVER_NAME__', new URL(publicUrl).hostname)
  .replaceAll('__LISTEN__', args.listen)
  .replaceAll('__PUBLIC_URL_RE__', publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .replaceAll('__PUBLIC_URL__', publicUrl)
  .replaceAll('__NGINX__', `http://${args['nginx-listen']}`)
  .replaceAll('__ISSUER__', args.issuer.replace(/\/+$/, ''))
  .replaceAll('__CA_BUNDLE__', args['ca-bundle'] ? resolve(args['ca-bundle']) : '')
  .replaceAll('__CLIENT_ID__', args['client-id'])
  .replaceAll('__CLIENT_SECRET__', secret)
  .replaceAll('__CRYPTO_PASSPHRASE__', shared.cryptoPassphrase)
  .replaceAll('__REDIS__', args.redis ?? '')
  .replaceAll('__FRONT_SECRET__', frontSecret)
  // mod_rewrite reads %N as a back-reference: each % of the encoded address is escaped.
  .replaceAll('__SIGNED_OUT_URL_ENCODED__', encodeURIComponent(signedOut).replaceAll('%', '\\%'))
  .replaceAll('__SESSION_TIMEOUT__', String(Number(args['session-timeout'] ?? 3600)))
  // How often a session's groups are read again from the provider: a person removed from a group
  // loses the role within this many seconds; a provider that cannot answer ends the role (README).
  .replaceAll('__CLAIMS_REFRESH__', String(Number(args['claims-refresh'] ?? 300)))
  .replaceAll('__TLS_CERT__', tls ? resolve(args.cert) : '')
  .replaceAll('__TLS_KEY__', tls ? resolve(args.key) : '')
  .replaceAll('__RUN_AS__', runAsRoot ? 'User www-data\nGroup www-data' : '')
  .replaceAll('__PREFIX__', prefix);

const nginx = readFileSync(join(here, 'nginx.conf'), 'utf8')
  .replaceAll('__LISTEN__', args['nginx-listen'])
  .replaceAll('__API_UPSTREAM__', args.upstream.replace(/\/+$/, ''))
  .replaceAll('__ROOT__', resolve(args.root))
  .replaceAll('__CONFIG_JSON__', teamConfig)
  .replaceAll('__KEYS_MAP__', resolve(args['keys-map']))
  .replaceAll('__FRONT_SECRET__', frontSecret)
  .replaceAll('__ADMIN_GROUP__', group('admin-group', 'console-admins'))
  .replaceAll('__VIEWER_GROUP__', group('viewer-group', 'console-viewers'))
  .replaceAll('__AUDIT_LOG__', auditLog)
  .replaceAll('__LIVE_JS__', join(here, 'live.js'))
  .replaceAll('__NGINX_MODULES__', resolve(args['nginx-modules'] ?? '/usr/lib/nginx/modules'))
  .replaceAll('__WEBHOOK_SECRETS__', webhookSecrets)
  .replaceAll('__PACE_PER_MIN__', String(Number(args['pace-per-min'] ?? share(80))))
  .replaceAll('__PACE_DELAY__', String(Number(args['pace-delay'] ?? paceDelayDefault)))
  .replaceAll('__PACE_BURST__', String(Number(args['pace-burst'] ?? share(120))))
  .replaceAll('__DEPLOY_PER_MIN__', String(share(9)))
  .replaceAll('__PAYMENT_PER_MIN__', String(share(14)))
  .replaceAll(
    '__NCHAN_REDIS__',
    args.redis ? `upstream live_redis { nchan_redis_server "redis://${args.redis}"; }` : '',
  )
  .replaceAll('__NCHAN_REDIS_PASS__', args.redis ? 'nchan_redis_pass live_redis;' : '')
  .replaceAll('__PERSON_PER_MIN__', String(Number(args['person-per-min'] ?? 30)))
  .replaceAll('__PERSON_DELAY__', String(Number(args['person-delay'] ?? 12)))
  .replaceAll('__PERSON_BURST__', String(Number(args['person-burst'] ?? 40)))
  .replaceAll('__PUBLIC_ORIGIN__', new URL(publicUrl).origin)
  .replaceAll('__WROTE_TOKEN__', shared.wroteToken)
  .replaceAll('__LIVE_SECRET__', randomBytes(24).toString('hex'))
  .replaceAll('__STREAM_LIFE__', String(streamLife))
  .replaceAll('__STREAM_PERIODS_CLOSED__', String(STREAM_PERIODS_CLOSED))
  .replaceAll('__STREAM_IDLE__', String(streamLife * (STREAM_PERIODS_CLOSED - 1)))
  // Derived from the shared passphrase: a receipt one replica signs is checked on the other.
  .replaceAll(
    '__RECEIPT_KEY__',
    createHmac('sha256', shared.cryptoPassphrase).update('write receipts').digest('hex'),
  )
  .replaceAll('__RUN_AS__', runAsRoot ? 'user www-data www-data;' : '')
  .replaceAll('__PREFIX__', prefix);

const apacheOut = join(prefix, 'apache.conf');
const nginxOut = join(prefix, 'nginx.conf');
writeFileSync(apacheOut, apache, { mode: 0o600 });
writeFileSync(nginxOut, nginx, { mode: 0o600 });
console.log(apacheOut);
console.log(nginxOut);
