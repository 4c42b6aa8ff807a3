// `npm run lint` runs this: every catalogue matches the code, without writing anything. Fails on a
// message in the code that a catalogue lacks (run `npm run i18n:extract`), a catalogue entry no
// code uses any more (the same), and a German entry without its translation. Prints the counts.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ cwd: process.cwd() });
const problems = [];
const counts = {};
// One English message has one German: the parts load together, so two translations of it would
// show whichever part came last.
const translated = new Map();
for (const catalog of await getCatalogs(config)) {
  const name = catalog.path.split('/').pop();
  const inCode = await catalog.collect();
  const saved = await catalog.readAll();
  for (const locale of config.locales) {
    const entries = saved[locale] ?? {};
    const live = Object.entries(entries).filter(([, entry]) => !entry.obsolete);
    for (const id of Object.keys(inCode)) {
      if (!entries[id] || entries[id].obsolete)
        problems.push(
          `${locale}/${name}.po lacks "${inCode[id].message ?? id}" (${[...new Set(inCode[id].origin.map(([file]) => file))].join(', ')})`,
        );
      else if (locale !== config.sourceLocale && !entries[id].translation)
        problems.push(`${locale}/${name}.po has no translation of "${entries[id].message ?? id}"`);
    }
    if (locale !== config.sourceLocale) {
      for (const [id, entry] of live) {
        const key = `${locale} ${id}`;
        const seen = translated.get(key);
        if (seen && entry.translation && seen.translation !== entry.translation)
          problems.push(
            `"${entry.message ?? id}" is "${seen.translation}" in ${locale}/${seen.name}.po but "${entry.translation}" in ${locale}/${name}.po: one message, one translation`,
          );
        else if (!seen && entry.translation)
          translated.set(key, { translation: entry.translation, name });
      }
    }
    for (const [id, entry] of live)
      if (!inCode[id])
        problems.push(`${locale}/${name}.po keeps "${entry.message ?? id}", which no code uses`);
    for (const [id, entry] of Object.entries(entries))
      if (entry.obsolete)
        problems.push(`${locale}/${name}.po keeps obsolete "${entry.message ?? id}"`);
    counts[locale] = (counts[locale] ?? 0) + live.length;
  }
}
console.log(
  `i18n: ${Object.entries(counts)
    .map(([locale, n]) => `${locale} ${n} messages`)
    .join(', ')}`,
);
if (problems.length) {
  console.error(
    `${problems.length} catalogue problem(s); \`npm run i18n:extract\` updates the catalogues, then translate what is new:`,
  );
  for (const problem of problems.slice(0, 60)) console.error(`  ${problem}`);
  if (problems.length > 60) console.error(`  … and ${problems.length - 60} more`);
  process.exit(1);
}
