/**
 * A small schema-driven generator over the OpenAPI document: answers that the contract allows,
 * drawn from a seed, with a profile that leans towards one kind of edge case. `future` also breaks
 * enums and adds unknown fields, as a newer version of the service would.
 */
import RandExp from 'randexp';
import { mulberry32, type Rng } from '../../../mock/lib/random';
import { EDGE_DATES, EDGE_IPV6, FUTURE_WORDS, HOSTILE_TEXT } from './strings';

type Schema = Record<string, unknown>;
export type Profile = 'typical' | 'empty' | 'max' | 'unicode' | 'extreme' | 'future';
export const PROFILES: readonly Profile[] = [
  'typical',
  'empty',
  'max',
  'unicode',
  'extreme',
  'future',
];

export interface Generator {
  sample(schema: unknown): unknown;
}

const WORDS = ['web', 'db', 'prod', 'alpha', 'cache', 'node', 'eu', 'backup', 'disk', 'edge'];

export function createGenerator(document: Schema, seed: number, profile: Profile): Generator {
  const r: Rng = mulberry32(seed);
  const chance = (p: number) => r() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  // How often a value takes the profile's edge rather than a typical value.
  const edge = () => profile !== 'typical' && chance(0.6);

  function resolve(value: unknown): Schema {
    let node = (value ?? {}) as Schema;
    while (typeof node.$ref === 'string') {
      const { $ref, ...siblings } = node;
      const target = ($ref as string)
        .slice(2)
        .split('/')
        .reduce<Schema>((n, key) => n[key] as Schema, document);
      node = { ...target, ...siblings };
    }
    return node;
  }

  function clip(text: string, min: number, max: number): string {
    let chars = Array.from(text).slice(0, max);
    while (chars.length < min) chars = [...chars, ...Array.from('x')];
    return chars.join('');
  }

  function plainString(s: Schema): string {
    const min = (s.minLength as number | undefined) ?? 0;
    const max = (s.maxLength as number | undefined) ?? 300;
    if (profile === 'empty' && edge()) return clip('', min, max);
    if (profile === 'max' && edge()) {
      // The longest text the contract allows, with no space to break at.
      const unit = pick(['W', 'm', '東', 'ق', '0']);
      return clip(unit.repeat(max), min, max);
    }
    if ((profile === 'unicode' || profile === 'future') && edge())
      return clip(pick(HOSTILE_TEXT).repeat(int(1, 3)), min, max);
    return clip(`${pick(WORDS)}-${pick(WORDS)}-${int(1, 999)}`, min, max);
  }

  function patterned(s: Schema): string {
    const min = (s.minLength as number | undefined) ?? 0;
    const max = (s.maxLength as number | undefined) ?? Infinity;
    const generator = new RandExp(s.pattern as string);
    generator.randInt = (a: number, b: number) => int(a, b);
    generator.max = profile === 'max' && Number.isFinite(max) ? max : 8;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const text = generator.gen();
      if (text.length >= min && text.length <= max) return text;
      generator.max = Math.max(1, Math.floor(generator.max / 2));
    }
    return generator.gen().slice(0, max);
  }

  function formatted(s: Schema): string {
    switch (s.format) {
      case 'uuid': {
        const hex = (n: number) =>
          Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
        return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
      }
      case 'date-time':
        if (profile !== 'typical' && edge()) return pick(EDGE_DATES);
        return new Date(
          Date.UTC(2020, 0, 1) + Math.floor(r() * 8 * 365 * 86_400_000),
        ).toISOString();
      case 'ipv4':
        return profile === 'extreme' && edge()
          ? pick(['0.0.0.0', '255.255.255.255'])
          : `${int(1, 223)}.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`;
      case 'ipv6':
        return pick(EDGE_IPV6);
      case 'email':
        return profile === 'max' && edge()
          ? `${'a'.repeat(60)}@${'b'.repeat(60)}.example`
          : `${pick(WORDS)}@example.com`;
      case 'uri': {
        const path =
          profile === 'max' && edge()
            ? 'p'.repeat(Math.max(0, ((s.maxLength as number) ?? 200) - 30))
            : pick(WORDS);
        return `https://${pick(WORDS)}.example.com/${path}`;
      }
      default:
        return plainString(s);
    }
  }

  function number(s: Schema, integer: boolean): number {
    const min = (s.minimum as number | undefined) ?? (integer ? -Number.MAX_SAFE_INTEGER : -1e12);
    const max = (s.maximum as number | undefined) ?? (integer ? Number.MAX_SAFE_INTEGER : 1e12);
    if (profile === 'empty' && edge()) return Math.max(min, Math.min(max, 0));
    if (profile === 'extreme' && edge()) return pick([min, max, Math.max(min, Math.min(max, 0))]);
    const low = Math.max(min, 0);
    const high = Math.min(max, low + 100_000);
    const value = low + r() * (high - low);
    return integer ? Math.round(value) : Math.round(value * 1000) / 1000;
  }

  function array(s: Schema): unknown[] {
    const min = (s.minItems as number | undefined) ?? 0;
    const max = Math.min((s.maxItems as number | undefined) ?? 30, 30);
    let length = int(min, Math.min(max, min + 6));
    if (profile === 'empty' && edge()) length = min;
    if ((profile === 'max' || profile === 'extreme') && edge()) length = max;
    const items: unknown[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < length * 3 && items.length < length; i += 1) {
      const item = sample(s.items);
      const key = JSON.stringify(item);
      if (s.uniqueItems && seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
    return items.length >= min
      ? items
      : [...items, ...Array.from({ length: min - items.length }, () => sample(s.items))];
  }

  // An ID names one thing: short random IDs would otherwise repeat within a list.
  const ids = new Set<unknown>();
  function uniqueId(property: unknown): unknown {
    let id = sample(property);
    for (let attempt = 0; attempt < 20 && ids.has(id); attempt += 1) id = sample(property);
    ids.add(id);
    return id;
  }

  function object(s: Schema): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(
      (s.properties as Record<string, unknown> | undefined) ?? {},
    )) {
      if (required.has(name) || (profile !== 'empty' && chance(0.7)))
        out[name] = name === 'id' ? uniqueId(property) : sample(property);
    }
    if (profile === 'future' && chance(0.5))
      out[`${pick(WORDS)}Future`] = { nested: [1, 'two', null] };
    return out;
  }

  function sample(value: unknown): unknown {
    const s = resolve(value);
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum))
      return profile === 'future' && chance(0.3) ? pick(FUTURE_WORDS) : pick(s.enum);
    if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((part) => sample(part)));
    const alternatives = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
    if (Array.isArray(alternatives)) {
      const { oneOf: _o, anyOf: _a, ...rest } = s;
      return sample({ ...rest, ...resolve(pick(alternatives)) });
    }
    const types = [s.type ?? (s.properties ? 'object' : 'string')].flat() as string[];
    const nonNull = types.filter((t) => t !== 'null');
    if (
      types.includes('null') &&
      (nonNull.length === 0 || chance(profile === 'empty' ? 0.7 : 0.25))
    )
      return null;
    switch (nonNull[0]) {
      case 'integer':
        return number(s, true);
      case 'number':
        return number(s, false);
      case 'boolean':
        return chance(0.5);
      case 'array':
        return array(s);
      case 'object':
        return object(s);
      default:
        if (s.format) return formatted(s);
        if (typeof s.pattern === 'string') return patterned(s);
        if (s.maxLength === 0) return '';
        return plainString(s);
    }
  }

  return { sample };
}
