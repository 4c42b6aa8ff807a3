// `npm run start:team`: the console for a team on this machine (deploy/team/): the mock API as
// the service, a demo OpenID provider with demo people, nginx holding the keys and Apache's
// OpenID Connect front. Prints the address and the people once the address answers. Ctrl-C stops all.
// Ports: TEAM_PORT (8080, the console), TEAM_NGINX_PORT (8081), TEAM_PROVIDER_PORT (8082), MOCK_PORT (8787).
// `npm run start:team -- --replicas 2`: two replicas (front and nginx each) behind HAProxy on
// TEAM_PORT, sharing one Redis (TEAM_REDIS_PORT, 8083); replica n's front on TEAM_REPLICA_PORT
// (8090) + 2(n−1) and its nginx on the port after it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { describePeople, startTeamStack } from './team/stack.mjs';

if (!process.argv.includes('--no-build') || !existsSync('dist/index.html')) {
  console.log('Building the console (dist/)…');
  execSync('node node_modules/vite/bin/vite.js build', { stdio: 'ignore' });
}
const at = process.argv.indexOf('--replicas');
const count = at < 0 ? 1 : Number(process.argv[at + 1]);
if (!Number.isInteger(count) || count < 1) {
  console.error('--replicas takes a whole number, 1 or more');
  process.exit(2);
}
const replicaBase = Number(process.env.TEAM_REPLICA_PORT ?? 8090);
const stack = await startTeamStack({
  replicas:
    count > 1
      ? Array.from({ length: count }, (_, index) => ({
          frontPort: replicaBase + 2 * index,
          nginxPort: replicaBase + 2 * index + 1,
        }))
      : undefined,
  redisPort: Number(process.env.TEAM_REDIS_PORT ?? 8083),
  frontPort: Number(process.env.TEAM_PORT ?? 8080),
  nginxPort: Number(process.env.TEAM_NGINX_PORT ?? 8081),
  providerPort: Number(process.env.TEAM_PROVIDER_PORT ?? 8082),
  mockPort: Number(process.env.MOCK_PORT ?? 8787),
  log: process.env.TEAM_LOG === '1',
});
console.log(`\n  Console: ${stack.url}\n`);
if (stack.replicas.length > 1)
  console.log(`${stack.replicas.map((r, i) => `  replica ${i + 1}: ${r.url}`).join('\n')}\n`);
console.log(describePeople().replace(/^/gm, '  '));
if (stack.hook) console.log(`\n  Live: the mock delivers its webhooks to ${stack.hook.url}`);
console.log(`\n  Audit log: ${stack.auditLog}\n  Ctrl-C stops everything.\n`);
const stop = () => {
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
