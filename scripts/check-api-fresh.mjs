// Fails when src/api/schema.gen.ts, src/api/operation-ids.gen.ts or mock/rules/contract.gen.ts is not
// what `npm run api:types` would write from the document.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOCK_CONTRACT, renderMockContract } from './gen-mock-contract.mjs';
import { DOCUMENT, OUTPUT, renderOperationIds } from './gen-operation-ids.mjs';

const dir = mkdtempSync(join(tmpdir(), 'api-fresh-'));
const out = join(dir, 'schema.gen.ts');
try {
  execFileSync('npx', ['openapi-typescript', 'openapi/cloud-console.v1.yaml', '-o', out], {
    stdio: 'pipe',
  });
  execFileSync(
    'npx',
    ['prettier', '--config', '.prettierrc.json', '--write', out, '--log-level', 'warn'],
    { stdio: 'pipe' },
  );
  const fresh = readFileSync(out, 'utf8');
  const committed = readFileSync('src/api/schema.gen.ts', 'utf8');
  if (fresh !== committed) {
    console.error('src/api/schema.gen.ts is stale: run `npm run api:types` and commit the result.');
    process.exit(1);
  }
  if (renderOperationIds(readFileSync(DOCUMENT, 'utf8')) !== readFileSync(OUTPUT, 'utf8')) {
    console.error(`${OUTPUT} is stale: run \`npm run api:types\` and commit the result.`);
    process.exit(1);
  }
  if (renderMockContract(readFileSync(DOCUMENT, 'utf8')) !== readFileSync(MOCK_CONTRACT, 'utf8')) {
    console.error(`${MOCK_CONTRACT} is stale: run \`npm run api:types\` and commit the result.`);
    process.exit(1);
  }
  console.log(
    'api:fresh: src/api/schema.gen.ts, operation-ids.gen.ts and mock/rules/contract.gen.ts match openapi/cloud-console.v1.yaml',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
