// The two documents the explorer's tests read: ours (openapi/cloud-console.v1.yaml) and one nobody
// here wrote, GitHub's REST description from @octokit/openapi (about 1,200 operations, 13 MB).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadDocument, type LoadedDocument } from '../load-document';

export const ourDocumentText = () =>
  JSON.stringify(parse(readFileSync(join(process.cwd(), 'openapi/cloud-console.v1.yaml'), 'utf8')));

export const GITHUB_DOCUMENT_PATH = join(
  process.cwd(),
  'node_modules/@octokit/openapi/generated/api.github.com.json',
);
export const githubDocumentText = () => readFileSync(GITHUB_DOCUMENT_PATH, 'utf8');

let ours: Promise<LoadedDocument> | undefined;
let github: Promise<LoadedDocument> | undefined;
export const ourDocument = () => (ours ??= loadDocument(ourDocumentText()));
export const githubDocument = () => (github ??= loadDocument(githubDocumentText()));
