// The team stack for the e2e project `team` (scripts/team/stack.mjs), in the foreground until
// Playwright stops it. Usage: node e2e/team/serve.mjs <front> <nginx> <provider> <mock>
import { startTeamStack } from '../../scripts/team/stack.mjs';

const [frontPort, nginxPort, providerPort, mockPort] = process.argv.slice(2).map(Number);
const stack = await startTeamStack({
  frontPort,
  nginxPort,
  providerPort,
  mockPort,
  root: process.env.DIST_DIR ?? 'dist',
  mockEnv: { MOCK_PROVISION_MS: '2500' },
  // Offboarding is tried within the suite: groups are read again from the provider every 3 s.
  claimsRefresh: 3,
  // A live stream is opened again (and the role checked) every 20 s of events, not every 5 minutes.
  renderArgs: ['--stream-life', '20'],
  // As in production: the front answers HTTPS (Secure cookies), with a throw-away certificate.
  tls: true,
});
console.log(`team stack on ${stack.url}`);
const stop = () => {
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => undefined, 60_000);
