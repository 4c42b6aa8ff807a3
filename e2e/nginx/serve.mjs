// Serves the production build through Debian nginx with deploy/nginx.conf, proxying /api/ to the mock.
// Usage: node e2e/nginx/serve.mjs <listenPort> <mockPort>
import { execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programPath } from '../../scripts/ensure-browsers.mjs';

const [listen, mockPort] = process.argv.slice(2);
const prefix = join(tmpdir(), `cc-nginx-${listen}`);
const config = execFileSync(process.execPath, [
  'deploy/render-nginx.mjs',
  '--upstream', `http://127.0.0.1:${mockPort}`,
  '--root', process.env.DIST_DIR ?? 'dist',
  '--listen', `127.0.0.1:${listen}`,
  '--prefix', prefix,
]).toString().trim();
const nginx = spawn(programPath('nginx') ?? 'nginx', ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
