// The whole team stack on this machine: the mock API, a demo OpenID provider, nginx and the
// Apache SSO front (deploy/team/), each on loopback; or several replicas of the last two behind
// HAProxy, with Redis holding their sessions and event stream (README: two machines). Used by `npm run start:team`, the e2e
// project `team` and the bench. Stops every process it started, by PID.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { programPath } from '../ensure-browsers.mjs';
import { PEOPLE } from './people.mjs';

/** The status of a GET, also over https with a throw-away certificate (a test's own). */
function status(url) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const req = get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
}

async function waitFor(
  url,
  children,
  ok = (code) => code >= 200 && code < 300,
  timeoutMs = 90_000,
) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead)
      throw new Error(
        `${dead.spawnargs.slice(0, 3).join(' ')} exited with code ${dead.exitCode} before ${url} answered`,
      );
    try {
      if (ok(await status(url))) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** The name the webhook endpoint is registered at, and the label its secret is filed under. */
const HOOK_HOST = 'console.team.test';
const HOOK_LABEL = 'office';

/**
 * Registers the console's receiver as a webhook endpoint of every event, with the admin's key
 * (once per start: the mock starts empty of it). The secret is answered once; it goes to the
 * secrets map nginx reads, and nowhere else.
 */
async function registerEndpoint(mockUrl, fullKey, url) {
  const headers = { Authorization: `Bearer ${fullKey}`, 'Content-Type': 'application/json' };
  const types = await (await fetch(`${mockUrl}/api/v1/webhooks/event-types`, { headers })).json();
  const events = types.items.map((type) => type.name).filter((name) => name !== 'ping');
  const response = await fetch(`${mockUrl}/api/v1/webhooks/endpoints`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url, description: 'This console, live (deploy/team/)', events }),
  });
  if (!response.ok) throw new Error(`registering ${url} answered ${response.status}`);
  const answer = await response.json();
  return { id: answer.endpoint.id, secret: answer.secret };
}

/**
 * Starts the stack; resolves once the console's address answers through the front.
 * @param {{ frontPort: number, nginxPort: number, providerPort: number, mockPort: number, root?: string,
 *   prefix?: string, sessionTimeout?: number, claimsRefresh?: number, mockEnv?: Record<string, string>, log?: boolean, mock?: boolean,
 *   tls?: boolean, live?: boolean, renderArgs?: string[],
 *   replicas?: Array<{ frontPort: number, nginxPort: number }>, redisPort?: number }} options
 *   (replicas: two or more start behind HAProxy on frontPort, with Redis on redisPort; live: false leaves the
 *   webhooks simulated and registers no endpoint) (tls: the front answers HTTPS with a throw-away
 *   certificate, as in production; renderArgs: more flags for deploy/team/render.mjs, such as the
 *   person's share, for a bench that compares settings)
 */
export async function startTeamStack(options) {
  const { frontPort, nginxPort, providerPort, mockPort } = options;
  const prefix = options.prefix ?? join(tmpdir(), `cc-team-${frontPort}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(join(prefix, 'run'), { recursive: true });
  const publicUrl = `${options.tls ? 'https' : 'http'}://127.0.0.1:${frontPort}`;
  const tlsArgs = [];
  if (options.tls) {
    const cert = join(prefix, 'front-cert.pem');
    const key = join(prefix, 'front-key.pem');
    if (!existsSync(cert)) {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '2',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
    }
    tlsArgs.push('--cert', cert, '--key', key);
  }
  const clientSecret = randomBytes(24).toString('hex');
  const stdio = options.log ? 'inherit' : 'ignore';
  const children = [];
  const stop = () => {
    for (const child of [...children].reverse())
      if (child.exitCode === null && child.signalCode === null)
        child.kill(child.spawnargs[0].includes('nginx') ? 'SIGQUIT' : 'SIGTERM');
  };
  // Whatever ends this process ends the stack with it, also a signal during start-up.
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      setTimeout(() => process.exit(130), 300);
    });
  }
  // The service's webhooks reach the front for real (README: live in team mode): the endpoint is
  // registered at a public-looking name, which the mock reaches at this front's loopback address.
  const live = options.mock !== false && options.live !== false;
  const hookUrl = `https://${HOOK_HOST}/hooks/service/${HOOK_LABEL}`;
  try {
    if (options.mock !== false) {
      const deliverEnv = live
        ? { MOCK_DELIVER_HOST: HOOK_HOST, MOCK_DELIVER_TO: new URL(publicUrl).origin }
        : {};
      children.push(
        spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mock/server.ts'], {
          env: {
            ...process.env,
            MOCK_PORT: String(mockPort),
            ...deliverEnv,
            ...options.mockEnv,
          },
          stdio,
        }),
      );
    }
    children.push(
      spawn(
        process.execPath,
        ['scripts/team/provider.mjs', String(providerPort), 'console', clientSecret, publicUrl],
        { stdio },
      ),
    );
    await waitFor(`http://127.0.0.1:${mockPort}/__mock/keys`, children);
    const keys = await (await fetch(`http://127.0.0.1:${mockPort}/__mock/keys`)).json();
    // The keys, outside the web root, readable by this user only (root when nginx runs as root).
    const keysMap = join(prefix, 'keys.map');
    writeFileSync(keysMap, `admin "Bearer ${keys.full}";\nviewer "Bearer ${keys.read}";\n`, {
      mode: 0o600,
    });
    const webhookSecrets = join(prefix, 'webhooks.map');
    const endpoint = live
      ? await registerEndpoint(`http://127.0.0.1:${mockPort}`, keys.full, hookUrl)
      : undefined;
    writeFileSync(webhookSecrets, endpoint ? `${HOOK_LABEL} "${endpoint.secret}";\n` : '', {
      mode: 0o600,
    });
    // One replica: the front on frontPort, nginx on nginxPort, as before. Several (options.replicas):
    // HAProxy on frontPort, each replica's front and nginx on its own ports with its own prefix,
    // the sessions and the event stream in one Redis, one audit log both append to.
    const several = (options.replicas?.length ?? 0) > 1;
    const layout = several
      ? options.replicas.map((ports, index) => ({
          ...ports,
          prefix: join(prefix, `replica-${String.fromCharCode(97 + index)}`),
        }))
      : [{ frontPort, nginxPort, prefix }];
    const sharedArgs = several
      ? [
          '--replicas',
          String(layout.length),
          '--redis',
          `127.0.0.1:${options.redisPort}`,
          '--shared-secrets',
          join(prefix, 'shared-secrets.json'),
          '--audit-log',
          join(prefix, 'audit.log'),
        ]
      : [];
    if (several) {
      // Nothing kept on disk: a restart of the stack starts with no sessions.
      children.push(
        spawn(
          programPath('redis') ?? 'redis-server',
          [
            '--bind',
            '127.0.0.1',
            '--port',
            String(options.redisPort),
            '--save',
            '',
            '--appendonly',
            'no',
          ],
          { stdio },
        ),
      );
    }
    const replicas = [];
    for (const replica of layout) {
      mkdirSync(join(replica.prefix, 'run'), { recursive: true });
      const [apacheConf, nginxConf] = execFileSync(process.execPath, [
        'deploy/team/render.mjs',
        '--public-url',
        publicUrl,
        '--listen',
        `127.0.0.1:${replica.frontPort}`,
        '--nginx-listen',
        `127.0.0.1:${replica.nginxPort}`,
        '--upstream',
        `http://127.0.0.1:${mockPort}`,
        '--root',
        options.root ?? 'dist',
        '--issuer',
        `http://127.0.0.1:${providerPort}`,
        '--client-id',
        'console',
        '--client-secret',
        clientSecret,
        '--keys-map',
        keysMap,
        '--session-timeout',
        String(options.sessionTimeout ?? 3600),
        '--claims-refresh',
        String(options.claimsRefresh ?? 300),
        '--prefix',
        replica.prefix,
        '--webhook-secrets',
        webhookSecrets,
        '--nginx-modules',
        dirname(programPath('njs') ?? '/usr/lib/nginx/modules/ngx_http_js_module.so'),
        ...tlsArgs,
        ...sharedArgs,
        ...(options.renderArgs ?? []),
      ])
        .toString()
        .trim()
        .split('\n');
      const own = [];
      const start = async () => {
        own.length = 0;
        own.push(
          spawn(
            programPath('nginx') ?? 'nginx',
            ['-p', replica.prefix, '-c', nginxConf, '-e', 'stderr', '-g', 'daemon off;'],
            { stdio },
          ),
          spawn(programPath('apache') ?? 'apache2', ['-f', apacheConf, '-DFOREGROUND'], { stdio }),
        );
        children.push(...own);
        await waitFor(
          `${publicUrl.replace(/:\d+$/, `:${replica.frontPort}`)}/auth/signed-out.html`,
          own,
        );
      };
      // Stops the replica as a machine going down would stop its services: both at once, open
      // connections cut (nginx's fast shutdown, not the graceful one that waits for the streams).
      const stop = () =>
        Promise.all(
          own
            .filter((child) => child.exitCode === null && child.signalCode === null)
            .map(
              (child) =>
                new Promise((resolve) => {
                  child.once('exit', resolve);
                  child.kill('SIGTERM');
                }),
            ),
        );
      replicas.push({
        url: `${publicUrl.replace(/:\d+$/, `:${replica.frontPort}`)}/`,
        frontPort: replica.frontPort,
        nginxPort: replica.nginxPort,
        prefix: replica.prefix,
        start,
        stop,
      });
    }
    await waitFor(`http://127.0.0.1:${providerPort}/.well-known/openid-configuration`, children);
    await Promise.all(replicas.map((replica) => replica.start()));
    if (several) {
      const balancerConf = execFileSync(process.execPath, [
        'deploy/team/render-balancer.mjs',
        '--listen',
        `127.0.0.1:${frontPort}`,
        '--prefix',
        prefix,
        '--replica-fronts',
        replicas.map((replica) => `127.0.0.1:${replica.frontPort}`).join(','),
        ...(options.tls ? ['--tls'] : []),
      ])
        .toString()
        .trim();
      children.push(
        spawn(programPath('haproxy') ?? 'haproxy', ['-f', balancerConf, '-db'], { stdio }),
      );
    }
    // Unprotected, served by nginx through the front (and the balancer): all are up.
    await waitFor(`${publicUrl}/auth/signed-out.html`, children);
    return {
      url: `${publicUrl}/`,
      publicUrl,
      providerUrl: `http://127.0.0.1:${providerPort}`,
      mockUrl: `http://127.0.0.1:${mockPort}`,
      keys,
      people: PEOPLE,
      prefix,
      auditLog: join(prefix, 'audit.log'),
      hook: endpoint ? { url: hookUrl, id: endpoint.id, label: HOOK_LABEL } : undefined,
      replicas,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

export function describePeople() {
  return PEOPLE.map((p) => `person: ${p.login} / ${p.password} (${p.role})`).join('\n');
}
