// The programs the end-to-end steps drive, where the tests find them, and (run directly, as the first
// step of `npm test` and `.ci/run`) the check that they are there: installed with apt-get when this
// runs as root on Debian, otherwise a stop at once with the one command to run.
// Plain Node with no dependencies, so `.ci/run` can call it before `npm ci`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each program: its Debian package, the variable that overrides it, and where Debian puts it. */
export const PROGRAMS = {
  chromium: {
    label: 'Chromium',
    apt: 'chromium',
    env: 'CHROMIUM_PATH',
    command: 'chromium',
    paths: ['/usr/bin/chromium'],
  },
  // Chromium's headless shell, which Playwright itself runs headless tests in: the same engine
  // without the full browser's windowing, 15 % less CPU over the axe and language tours (279 to 236
  // CPU-seconds) on a gate that is CPU-bound on two cores. Its renderer crashes in a tab opened by
  // Ctrl-click (150.0.7871.100), so the tests tagged @new-tab run in the full browser above.
  chromiumShell: {
    label: 'Chromium headless shell',
    apt: 'chromium-headless-shell',
    env: 'CHROMIUM_SHELL_PATH',
    command: 'chromium-headless-shell',
    paths: ['/usr/bin/chromium-headless-shell'],
  },
  firefox: {
    label: 'Firefox ESR',
    apt: 'firefox-esr',
    env: 'FIREFOX_PATH',
    command: 'firefox-esr',
    paths: ['/usr/bin/firefox-esr'],
  },
  // /usr/sbin is not on every user's PATH, so it is looked at by name too.
  nginx: {
    label: 'nginx',
    apt: 'nginx',
    env: 'NGINX_PATH',
    command: 'nginx',
    paths: ['/usr/sbin/nginx'],
  },
  // The team stack's SSO front (deploy/team/): Apache and its OpenID Connect relying party.
  apache: {
    label: 'Apache',
    apt: 'apache2',
    env: 'APACHE_PATH',
    command: 'apache2',
    paths: ['/usr/sbin/apache2'],
  },
  openidc: {
    label: 'mod_auth_openidc',
    apt: 'libapache2-mod-auth-openidc',
    env: 'OPENIDC_MODULE',
    command: null,
    paths: ['/usr/lib/apache2/modules/mod_auth_openidc.so'],
    file: true,
  },
  // The team stack's live events (deploy/team/live.js): nginx's JavaScript module checks each
  // webhook delivery, nchan passes it to the browsers as server-sent events.
  njs: {
    label: 'nginx JavaScript module',
    apt: 'libnginx-mod-http-js',
    env: 'NGINX_NJS_MODULE',
    command: null,
    paths: ['/usr/lib/nginx/modules/ngx_http_js_module.so'],
    file: true,
  },
  nchan: {
    label: 'nginx nchan module',
    apt: 'libnginx-mod-nchan',
    env: 'NGINX_NCHAN_MODULE',
    command: null,
    paths: ['/usr/lib/nginx/modules/ngx_nchan_module.so'],
    file: true,
  },
  // Team mode on two machines (deploy/team/README.md): the balancer in front of the replicas, and
  // the Redis that holds their sessions (mod_auth_openidc) and their one event stream (nchan).
  haproxy: {
    label: 'HAProxy',
    apt: 'haproxy',
    env: 'HAPROXY_PATH',
    command: 'haproxy',
    paths: ['/usr/sbin/haproxy'],
  },
  redis: {
    label: 'Redis',
    apt: 'redis-server',
    env: 'REDIS_SERVER_PATH',
    command: 'redis-server',
    paths: ['/usr/bin/redis-server'],
  },
};

function isExecutable(path, mode = constants.X_OK) {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(command, env) {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, command))
    .find((path) => isExecutable(path));
}

/** The path the tests use for a program: its variable when set, else the first one found; undefined if none. */
export function programPath(name, env = process.env) {
  const program = PROGRAMS[name];
  if (env[program.env]) return env[program.env];
  if (program.file) return program.paths.find((path) => isExecutable(path, constants.R_OK));
  return findOnPath(program.command, env) ?? program.paths.find((path) => isExecutable(path));
}

/**
 * What the gate needs: both browsers (and Chromium's headless shell) always, nginx unless its project is switched off, and the
 * team stack's front unless that project is (E2E_TEAM=0).
 */
export function neededPrograms(env = process.env) {
  const nginx = env.E2E_NGINX === '0' ? [] : ['nginx'];
  const team =
    env.E2E_TEAM === '0' ? [] : ['nginx', 'apache', 'openidc', 'njs', 'nchan', 'haproxy', 'redis'];
  return ['chromium', 'chromiumShell', 'firefox', ...new Set([...nginx, ...team])];
}

function missingPrograms(env) {
  return neededPrograms(env).filter((name) => {
    const path = programPath(name, env);
    return !path || !isExecutable(path, PROGRAMS[name].file ? constants.R_OK : constants.X_OK);
  });
}

function aptGet(args) {
  // Waits for another apt run's lock instead of failing on it.
  const run = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  return {
    ok: run.status === 0,
    output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`,
  };
}

function install(packages) {
  console.log(`==> apt-get install ${packages.join(' ')}`);
  const args = ['install', '-y', '--no-install-recommends', ...packages];
  // The package lists may be missing or stale on a fresh machine: update once, then try again.
  let result = aptGet(args);
  if (!result.ok) result = aptGet(['update']).ok ? aptGet(args) : result;
  if (!result.ok) console.error(result.output.trim().split('\n').slice(-15).join('\n'));
  return result.ok;
}

function main() {
  const env = process.env;
  const misnamed = neededPrograms(env).filter(
    (name) =>
      env[PROGRAMS[name].env] &&
      !isExecutable(env[PROGRAMS[name].env], PROGRAMS[name].file ? constants.R_OK : constants.X_OK),
  );
  for (const name of misnamed)
    console.error(
      `${PROGRAMS[name].env}=${env[PROGRAMS[name].env]} is not ${PROGRAMS[name].file ? 'a readable' : 'an executable'} file.`,
    );
  if (misnamed.length > 0) process.exit(1);

  let missing = missingPrograms(env);
  const isRoot = process.getuid?.() === 0;
  if (missing.length > 0 && isRoot && findOnPath('apt-get', env) !== undefined) {
    install(missing.map((name) => PROGRAMS[name].apt));
    missing = missingPrograms(env);
  }
  if (missing.length > 0) {
    const packages = missing.map((name) => PROGRAMS[name].apt).join(' ');
    console.error(
      `The end-to-end tests need ${missing.map((name) => PROGRAMS[name].label).join(', ')}, not found on this machine. Run:`,
    );
    console.error(
      `\n  ${isRoot ? '' : 'sudo '}apt-get install -y --no-install-recommends ${packages}\n`,
    );
    console.error(
      `and run the tests again (or point ${missing.map((name) => PROGRAMS[name].env).join(' / ')} at your own copy${missing.includes('nginx') ? '; E2E_NGINX=0 skips the nginx project' : ''}${missing.some((name) => ['apache', 'openidc', 'njs', 'nchan', 'haproxy', 'redis'].includes(name)) ? '; E2E_TEAM=0 skips the team project' : ''}).`,
    );
    process.exit(1);
  }
  console.log(
    neededPrograms(env)
      .map((name) => `${PROGRAMS[name].label}: ${programPath(name, env)}`)
      .join(' · '),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
