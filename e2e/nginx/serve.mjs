// Serves the production build through Debian nginx with deploy/nginx.conf, proxying /api/ to the mock:
// plain HTTP on a loopback port for the tour, and HTTPS (a throw-away self-signed certificate) on
// another, so the recipe's TLS server block is exercised too.
// Usage: node e2e/nginx/serve.mjs <listenPort> <mockPort> <tlsPort>
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programPath } from '../../scripts/ensure-browsers.mjs';

const [listen, mockPort, tlsPort] = process.argv.slice(2);
const prefix = join(tmpdir(), `cc-nginx-${listen}`);
const cert = join(prefix, 'test-cert.pem');
const key = join(prefix, 'test-key.pem');
execFileSync('mkdir', ['-p', prefix]);
if (!existsSync(cert) || !existsSync(key)) {
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
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
}
const config = execFileSync(process.execPath, [
  'deploy/render-nginx.mjs',
  '--upstream',
  `http://127.0.0.1:${mockPort}`,
  '--root',
  process.env.DIST_DIR ?? 'dist',
  '--loopback-http',
  `127.0.0.1:${listen}`,
  '--tls-listen',
  `127.0.0.1:${tlsPort}`,
  '--cert',
  cert,
  '--key',
  key,
  '--prefix',
  prefix,
])
  .toString()
  .trim();
const nginx = spawn(
  programPath('nginx') ?? 'nginx',
  ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
