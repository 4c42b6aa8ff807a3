import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { isNode, type Node } from '../../src/lib/api-diff/types';

/** Reads an OpenAPI document (YAML or JSON) from a local path or an http(s) URL. */
export async function loadDocument(source: string, cwd = process.cwd()): Promise<Node> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, {
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    if (!response.ok)
      throw new Error(`${source} answered ${response.status} ${response.statusText}`.trim());
    text = await response.text();
  } else {
    text = await readFile(resolve(cwd, source), 'utf8');
  }
  return parseDocument(text, source);
}

export function parseDocument(text: string, source: string): Node {
  let value: unknown;
  try {
    // YAML 1.2 is a superset of JSON, so one parser reads both.
    value = parse(text, { maxAliasCount: -1 });
  } catch (error) {
    throw new Error(`${source} is neither JSON nor YAML: ${(error as Error).message}`);
  }
  if (!isNode(value) || !isNode(value.paths)) {
    throw new Error(`${source} is not an OpenAPI document (it has no "paths" object)`);
  }
  return value;
}
