// `npm run mock`: the mock API on 127.0.0.1:$MOCK_PORT, printing the demo keys.
import { readEnv } from './env';
import { startMockServer } from './start';
import { loopbackDelivery } from './deliver-node';

async function main(): Promise<void> {
  let env;
  try {
    env = readEnv(process.env);
  } catch (err) {
    console.error(`mock: ${(err as Error).message}`);
    process.exit(2);
  }
  const started = Date.now();
  const mock = await startMockServer({
    port: env.port,
    seed: env.seed,
    scale: env.scale,
    rateLimits: env.rateLimits,
    faults: env.faults,
    provisionMs: env.provisionMs,
    supportReplyMs: env.supportReplyMs,
    ...(env.drift ? { drift: env.drift } : {}),
    ...(env.errorShape ? { errorShape: env.errorShape } : {}),
    ...(env.deliver ? { delivery: loopbackDelivery(env.deliver.host, env.deliver.to) } : {}),
  });
  const { keys } = mock.state;
  console.log(
    `seed ${env.seed}, scale ${env.scale}, rate limits ${env.rateLimits ? 'on' : 'off'}, ${env.faults.length} fault rule(s)${env.drift ? `, drift ${env.drift}` : ''}${env.errorShape ? `, error shape ${env.errorShape}` : ''}, ready in ${Date.now() - started} ms`,
  );
  if (env.deliver)
    console.log(
      `webhooks to ${env.deliver.host} are delivered for real at ${env.deliver.to.origin}`,
    );
  console.log(`full key: ${keys.full}`);
  console.log(`read key: ${keys.read}`);
  console.log(`suspended key: ${keys.suspended}`);
  console.log(`member key: ${keys.member}`);
  console.log(`mock API listening on ${mock.url}`);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`mock: ${signal}, closing`);
    void mock.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main().catch((err: unknown) => {
  console.error('mock: failed to start:', err);
  process.exit(1);
});
