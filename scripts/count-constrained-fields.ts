/**
 * npx tsx scripts/count-constrained-fields.ts [document]   (part of `npm run api:lint`)
 * Counts the response fields whose name fixes their form (IDs, IP addresses, dates, currencies,
 * months, URLs, CIDRs, statuses and other enumerations) and how many the contract constrains with a
 * format, pattern, enum or const. Exits 1, naming them, when any is left unconstrained.
 */
import { fileURLToPath } from 'node:url';
import { loadDocument } from './api-diff/load';
import { responseFields } from './constrained-fields/classify';

const source =
  process.argv[2] ?? fileURLToPath(new URL('../openapi/cloud-console.v1.yaml', import.meta.url));
const fields = responseFields(await loadDocument(source));
const free = fields.filter((field) => !field.constrained);
const locations = new Map(fields.map((field) => [field.location, field]));
const freeLocations = [...new Set(free.map((field) => field.location))];

const byKind = new Map<string, number>();
for (const field of fields) byKind.set(field.kind, (byKind.get(field.kind) ?? 0) + 1);
console.log(
  `Meaning-bearing response fields: ${fields.length} occurrences (${locations.size} distinct fields), ` +
    `${fields.length - free.length} constrained, ${free.length} free.`,
);
console.log(`By kind: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}.`);
if (free.length > 0) {
  console.error(`Unconstrained (give each a format, pattern, enum or const):`);
  for (const location of freeLocations)
    console.error(`  - ${location} (${locations.get(location)?.kind})`);
  process.exit(1);
}
