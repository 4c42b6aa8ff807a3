/**
 * The request as curl, HTTPie, JavaScript fetch and Python requests. The key is always the
 * environment variable CLOUD_API_KEY (`$CLOUD_API_KEY` in the shell), never the key itself: the
 * description these are built from never holds it.
 */
import { t } from '@lingui/core/macro';
import type { RequestDescription } from '@/api/describe-request';

export const KEY_VARIABLE = 'CLOUD_API_KEY';
export const SNIPPET_KINDS = ['curl', 'httpie', 'fetch', 'python', 'all-pages'] as const;
export type SnippetKind = (typeof SNIPPET_KINDS)[number];
/** The tools' own names; the loop over every page is named in words (request-panel.tsx). */
export const SNIPPET_LABELS: Record<Exclude<SnippetKind, 'all-pages'>, string> = {
  curl: 'curl',
  httpie: 'HTTPie',
  fetch: 'JavaScript fetch',
  python: 'Python requests',
};
/** The service's largest page, so a loop over every page sends the fewest requests. */
export const LOOP_PAGE_SIZE = 100;

/** POSIX single-quoting: safe for any text, including quotes and `$`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function prettyJson(body: string): string {
  return JSON.stringify(JSON.parse(body), null, 2);
}

function curl(d: RequestDescription): string {
  const lines = [
    `curl -sS -X ${d.method} ${shellQuote(d.url)}`,
    `  -H "Authorization: Bearer $${KEY_VARIABLE}"`,
    ...d.headers.map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
  ];
  if (d.body !== undefined)
    lines.push(`  -H 'Content-Type: application/json'`, `  --data ${shellQuote(d.body)}`);
  return lines.join(' \\\n');
}

function httpie(d: RequestDescription): string {
  // --ignore-stdin: outside a terminal (a script, cron, CI) HTTPie would otherwise read stdin as the body.
  const lines = [
    `http --ignore-stdin ${d.method} ${shellQuote(d.url)}`,
    `  "Authorization:Bearer $${KEY_VARIABLE}"`,
    ...d.headers.map(([name, value]) => `  ${shellQuote(`${name}:${value}`)}`),
  ];
  if (d.body !== undefined) lines.push(`  --raw ${shellQuote(d.body)}`);
  return lines.join(' \\\n');
}

function jsFetch(d: RequestDescription): string {
  const headers = [
    `    Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\`,`,
    ...d.headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  if (d.body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const body =
    d.body === undefined
      ? []
      : [`  body: JSON.stringify(${prettyJson(d.body).replace(/\n/g, '\n  ')}),`];
  return [
    `const response = await fetch(${JSON.stringify(d.url)}, {`,
    `  method: '${d.method}',`,
    `  headers: {`,
    ...headers,
    `  },`,
    ...body,
    `});`,
    `console.log(response.status, await response.json());`,
  ].join('\n');
}

/** A JSON value as a Python literal (dicts, lists, str, int/float, True/False/None). */
export function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

function python(d: RequestDescription): string {
  const body =
    d.body === undefined ? [] : [`    json=${pythonLiteral(JSON.parse(d.body), '    ')},`];
  return [
    'import os',
    'import requests',
    '',
    `response = requests.request(`,
    `    ${JSON.stringify(d.method)},`,
    `    ${JSON.stringify(d.url)},`,
    `    headers={"Authorization": f"Bearer {os.environ['${KEY_VARIABLE}']}"${d.headers.map(([name, value]) => `, ${JSON.stringify(name)}: ${JSON.stringify(value)}`).join('')}},`,
    ...body,
    `    timeout=30,`,
    `)`,
    `print(response.status_code, response.json())`,
  ].join('\n');
}

/**
 * Every page of the filtered list, one JSON page per line; needs curl and jq. The URL is in single
 * quotes, as every other snippet's: inside double quotes an interactive bash expands `!x` and `!!`
 * from its history before anything runs. Only `$offset` stands outside them, in double quotes.
 */
function allPages(d: RequestDescription): string | undefined {
  if (!d.pagesUrl) return undefined;
  const join = d.pagesUrl.includes('?') ? '&' : '?';
  const url = `${shellQuote(`${d.pagesUrl}${join}limit=${LOOP_PAGE_SIZE}&offset=`)}"$offset"`;
  // The script's one comment is read by the person who runs it: in the chosen language.
  const comment = t`Every page, ${LOOP_PAGE_SIZE} rows at a time (needs jq). The service allows 100 requests a minute per address.`;
  return [
    `# ${comment}`,
    `offset=0`,
    `while :; do`,
    `  page=$(curl -sS --fail-with-body -H "Authorization: Bearer $${KEY_VARIABLE}" \\`,
    `    ${url}) || { echo "$page" >&2; break; }`,
    `  echo "$page"`,
    `  offset=$((offset + ${LOOP_PAGE_SIZE}))`,
    `  [ "$offset" -lt "$(echo "$page" | jq .total)" ] || break`,
    `  sleep 1`,
    `done`,
  ].join('\n');
}

export function snippet(kind: SnippetKind, d: RequestDescription): string | undefined {
  switch (kind) {
    case 'curl':
      return curl(d);
    case 'httpie':
      return httpie(d);
    case 'fetch':
      return jsFetch(d);
    case 'python':
      return python(d);
    case 'all-pages':
      return allPages(d);
  }
}
