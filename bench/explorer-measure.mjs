// Run by bench/explorer.mjs under tsx (it imports the explorer's TypeScript): reads GitHub's REST
// description (@octokit/openapi) as the explorer's worker does, then times listing and filtering
// its operations. Prints one JSON object.
import { readFileSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { loadDocument } from '../src/features/explorer/load-document.ts';
import {
  filterOperations,
  groupByTag,
  listOperations,
  tagOrder,
} from '../src/lib/openapi/operation-index.ts';

const FILE = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const QUERIES = [
  'r',
  'repos',
  'issues comments',
  'post /repos/{owner}/{repo}/pulls',
  'actions secrets',
  'zzz-no-match',
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 100) / 100;
const time = (fn) => {
  const started = performance.now();
  const value = fn();
  return [performance.now() - started, value];
};

const text = readFileSync(FILE, 'utf8');
const reads = [];
let loaded;
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  loaded = await loadDocument(text);
  reads.push(performance.now() - started);
}

// Listing starts from the dereferenced document, as the worker has it after the parser.
const document = JSON.parse(text);
await validate(document, { resolve: { external: false }, dereference: { circular: 'ignore' } });
const lists = [];
let operations = [];
for (let i = 0; i < 20; i++) {
  const [ms, listed] = time(() => {
    const list = listOperations(document);
    groupByTag(list, tagOrder(document));
    return list;
  });
  lists.push(ms);
  operations = listed;
}

const filters = {};
for (const query of QUERIES) {
  const runs = [];
  let matches = 0;
  for (let i = 0; i < 50; i++) {
    const [ms, found] = time(() => {
      const list = filterOperations(operations, query);
      groupByTag(list, tagOrder(document));
      return list;
    });
    runs.push(ms);
    matches = found.length;
  }
  filters[query] = { medianMs: round(median(runs)), maxMs: round(Math.max(...runs)), matches };
}

console.log(
  JSON.stringify({
    document: `${loaded.title} ${loaded.version}, OpenAPI ${loaded.openapi}, ${(text.length / 1e6).toFixed(1)} MB`,
    operations: loaded.operations.length,
    valid: loaded.valid,
    readMs: round(median(reads)),
    listMs: round(median(lists)),
    filters,
  }),
);
