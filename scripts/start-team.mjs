// `npm run start:team`: the console for a team on this machine (deploy/team/): the mock API as
// the service, a demo OpenID provider with demo people, nginx holding the keys and Apache's
// OpenID Connect front. Prints the address and the people once the address answers. Ctrl-C stops all.
// Ports: TEAM_PORT (8080, the console), TEAM_NGINX_PORT (8081), TEAM_PROVIDER_PORT (8082), MOCK_PORT (8787).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { describePeople, startTeamStack } from './team/stack.mjs';

if (!process.argv.includes('--no-build') || !existsSync('dist/index.html')) {
  console.log('Building the console (dist/)…');
  execSync('node node_modules/vite/bin/vite.js build', { stdio: 'ignore' });
}
const stack = await startTeamStack({
  frontPort: Number(process.env.TEAM_PORT ?? 8080),
  nginxPort: Number(process.env.TEAM_NGINX_PORT ?? 8081),
  providerPort: Number(process.env.TEAM_PROVIDER_PORT ?? 8082),
  mockPort: Number(process.env.MOCK_PORT ?? 8787),
  log: process.env.TEAM_LOG === '1',
});
console.log(`\n  Console: ${stack.url}\n`);
console.log(describePeople().replace(/^/gm, '  '));
if (stack.hook) console.log(`\n  Live: the mock delivers its webhooks to ${stack.hook.url}`);
console.log(`\n  Audit log: ${stack.auditLog}\n  Ctrl-C stops everything.\n`);
const stop = () => {
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
