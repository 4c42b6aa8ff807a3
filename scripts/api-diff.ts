/**
 * npm run api:diff -- <file-or-url> [--ours <file>]
 * Lists what our OpenAPI document has that another one (the live service's) lacks or describes
 * otherwise, our assumptions first. Exit 0: nothing of ours missing or different; 1: something
 * is; 2: a document could not be loaded.
 */
import { fileURLToPath } from 'node:url';
import { compareDocuments } from '../src/lib/api-diff/compare';
import { formatReport } from './api-diff/format';
import { loadDocument } from './api-diff/load';

const OURS = fileURLToPath(new URL('../openapi/cloud-console.v1.yaml', import.meta.url));

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run api:diff -- <their-document: path or http(s) URL> [--ours <path>]`,
  );
  process.exit(2);
}

async function main(argv: string[]): Promise<number> {
  const oursFlag = argv.indexOf('--ours');
  const oursSource = oursFlag >= 0 ? argv[oursFlag + 1] : OURS;
  const rest = argv.filter((_, i) => oursFlag < 0 || (i !== oursFlag && i !== oursFlag + 1));
  const theirsSource = rest[0];
  if (!theirsSource || !oursSource) usage('Which document should ours be compared with?');
  let documents;
  try {
    documents = await Promise.all([loadDocument(oursSource), loadDocument(theirsSource)]);
  } catch (error) {
    console.error(`api:diff: ${(error as Error).message}`);
    return 2;
  }
  const report = compareDocuments(documents[0], documents[1]);
  console.log(
    formatReport(report, {
      ours: oursFlag >= 0 ? oursSource : 'openapi/cloud-console.v1.yaml',
      theirs: theirsSource,
    }),
  );
  return report.findings.length ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
