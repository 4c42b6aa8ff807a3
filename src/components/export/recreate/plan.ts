/**
 * What a recreate script can send as it is, found before it is written: a name set in the web
 * console may break the service's create rules (rules.ts), and a refusal at the first server would
 * leave the VPCs before it created and the rest not. A name the service would refuse gets one it
 * accepts in its place, derived from the original (Zürich–Straße becomes Zurich-Strasse), and what
 * names it (a volume's server, a VPC's members) follows; anything else that breaks a rule is left
 * out. The dialog lists both, and the script says them before its first write.
 */
import type {
  RecreateAlertPolicy,
  RecreateEndpoint,
  RecreateReservedIp,
  RecreateSelection,
  RecreateServer,
  RecreateVolume,
  RecreateVpc,
} from './data';
import { characters, CREATE_RULES, ruleBreak, type RecreateKind, type RuleBreak } from './rules';

/** A value the script sends in place of the selection's, and why. */
export interface RecreateChange {
  kind: RecreateKind;
  /** The item as the selection names it (its name, or an endpoint's URL). */
  label: string;
  field: 'name' | 'description';
  from: string;
  to: string;
  found: RuleBreak;
}

/** Something the script leaves out, named by its name, URL or region, and why. */
export interface RecreateLeftOut {
  kind: RecreateKind;
  label: string;
  field: string;
  found: RuleBreak | { rule: 'serverLeftOut' };
}

export interface RecreatePlan {
  selection: Required<RecreateSelection>;
  changes: RecreateChange[];
  leftOut: RecreateLeftOut[];
}

// Letters a decomposition does not reduce to a Latin letter and a mark.
const LATIN: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

/** Characters a pattern-ruled name may hold between its first and last letter or digit. */
const INNER: Partial<Record<RecreateKind, RegExp>> = {
  servers: /[^A-Za-z0-9.-]+/g,
  volumes: /[^A-Za-z0-9._-]+/g,
};

const SINGULAR: Record<RecreateKind, string> = {
  servers: 'server',
  vpcs: 'vpc',
  volumes: 'volume',
  reservedIps: 'reserved-ip',
  alertPolicies: 'alert-policy',
  endpoints: 'endpoint',
};

const trimEnds = (name: string) => name.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
const firstCharacters = (text: string, count: number) => [...text].slice(0, count).join('');

/** The name closest to `name` that the rules of `kind` allow, before it is made unique. */
function acceptable(kind: RecreateKind, name: string): string {
  const max = CREATE_RULES[kind].name!.maxLength!;
  const inner = INNER[kind];
  if (!inner) return firstCharacters(name, max);
  const latin = [...name.normalize('NFKD')]
    .map((char) => LATIN[char] ?? char)
    .join('')
    .replace(/\p{M}/gu, '');
  const dashed = latin.replace(inner, '-').replace(/-{2,}/g, '-');
  return trimEnds(firstCharacters(trimEnds(dashed), max));
}

/** `candidate`, or it with -2, -3… when a name of the selection already has it. */
function unique(kind: RecreateKind, candidate: string, taken: Set<string>): string {
  const max = CREATE_RULES[kind].name!.maxLength!;
  const base = candidate === '' ? `${SINGULAR[kind]}-1` : candidate;
  let name = base;
  for (let n = 2; taken.has(name); n++) {
    const suffix = `-${n}`;
    const start = firstCharacters(base, max - suffix.length);
    name = `${INNER[kind] ? trimEnds(start) : start}${suffix}`;
  }
  taken.add(name);
  return name;
}

interface Named {
  name: string;
  was?: string;
}

/**
 * The items of one kind the script can send: a refused name replaced (the original kept in `was`,
 * so the script also finds what exists under it), a too long description shortened, the rest
 * that breaks a rule left out.
 */
function planKind<T extends object>(
  kind: RecreateKind,
  items: readonly T[],
  label: (item: T) => string,
  changes: RecreateChange[],
  leftOut: RecreateLeftOut[],
): T[] {
  const rules = CREATE_RULES[kind];
  const nameRule = rules.name;
  const taken = new Set(
    items
      .map((item) => (item as Partial<Named>).name)
      .filter((name): name is string => name !== undefined && nameRule !== undefined)
      .filter((name) => ruleBreak(nameRule!, name) === null),
  );
  const kept: T[] = [];
  for (const item of items) {
    const fields = item as Record<string, unknown>;
    const other = Object.entries(rules).find(
      ([field, rule]) =>
        field !== 'name' && field !== 'description' && ruleBreak(rule, fields[field]) !== null,
    );
    if (other) {
      const [field, rule] = other;
      leftOut.push({ kind, label: label(item), field, found: ruleBreak(rule, fields[field])! });
      continue;
    }
    let next = item;
    const name = fields.name;
    const nameBreak = nameRule && typeof name === 'string' ? ruleBreak(nameRule, name) : null;
    if (typeof name === 'string' && nameBreak) {
      const to = unique(kind, acceptable(kind, name), taken);
      changes.push({ kind, label: name, field: 'name', from: name, to, found: nameBreak });
      next = { ...next, name: to, was: name };
    }
    const description = fields.description;
    const limit = rules.description?.maxLength;
    if (typeof description === 'string' && limit && characters(description) > limit) {
      const to = firstCharacters(description, limit);
      changes.push({
        kind,
        label: label(item),
        field: 'description',
        from: description,
        to,
        found: { rule: 'tooLong', limit },
      });
      next = { ...next, description: to };
    }
    kept.push(next);
  }
  return kept;
}

export function planRecreate(selection: RecreateSelection): RecreatePlan {
  const changes: RecreateChange[] = [];
  const leftOut: RecreateLeftOut[] = [];
  const byName = (item: { name: string }) => item.name;
  const servers = planKind<RecreateServer>(
    'servers',
    selection.servers ?? [],
    byName,
    changes,
    leftOut,
  );
  // What names a server by its original name follows it to the name the script sends.
  const sent = new Map<string, string>(
    servers.map((server) => [server.was ?? server.name, server.name]),
  );
  const gone = new Set(leftOut.filter((row) => row.kind === 'servers').map((row) => row.label));
  // A name not in the selection stays: the server may be on the account already.
  const server = (name: string | null) =>
    name === null || gone.has(name) ? null : (sent.get(name) ?? name);
  const dropped = (kind: RecreateKind, label: string): RecreateLeftOut => ({
    kind,
    label,
    field: 'instance',
    found: { rule: 'serverLeftOut' },
  });

  const vpcs = planKind<RecreateVpc>('vpcs', selection.vpcs ?? [], byName, changes, leftOut).map(
    (vpc) => ({
      ...vpc,
      members: vpc.members.flatMap((member) => server(member) ?? []),
    }),
  );
  const volumes = planKind<RecreateVolume>(
    'volumes',
    selection.volumes ?? [],
    byName,
    changes,
    leftOut,
  ).map((volume) => ({ ...volume, attachedTo: server(volume.attachedTo) }));
  const reservedIps = planKind<RecreateReservedIp>(
    'reservedIps',
    selection.reservedIps ?? [],
    (ip) => ip.regionId,
    changes,
    leftOut,
  ).flatMap((ip) => {
    if (ip.assignedTo === null) return [ip];
    const to = server(ip.assignedTo);
    if (to === null) {
      leftOut.push(dropped('reservedIps', ip.regionId));
      return [];
    }
    return [{ ...ip, assignedTo: to }];
  });
  const alertPolicies = planKind<RecreateAlertPolicy>(
    'alertPolicies',
    selection.alertPolicies ?? [],
    byName,
    changes,
    leftOut,
  ).flatMap((policy) => {
    if (policy.instance === null) return [policy];
    const to = server(policy.instance);
    if (to === null) {
      leftOut.push(dropped('alertPolicies', policy.name));
      return [];
    }
    return [{ ...policy, instance: to }];
  });
  const endpoints = planKind<RecreateEndpoint>(
    'endpoints',
    selection.endpoints ?? [],
    (endpoint) => endpoint.url,
    changes,
    leftOut,
  );
  return {
    selection: { servers, vpcs, volumes, reservedIps, alertPolicies, endpoints },
    changes,
    leftOut,
  };
}
