// Drift made on purpose (MOCK_DRIFT, docs/mock.md "Drift"): the mock plays a service whose OpenAPI
// document and answers differ from our contract in one way, so the console's compatibility report
// and its checked panels can be tested against each kind of difference a real service may show.
// Browser-safe like the rest of the mock (no Node API).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, MockContext } from './mock-context';
import type { Drift, DriftKind } from './drift-kinds';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => value as Json;
const PAGINATED = [
  '/wallet/transactions',
  '/tickets',
  '/backups',
  '/backups/servers',
  '/monitoring/servers',
];

// The bounds the tightening kinds set, and the service then holds to.
const PAGE_SIZE_MAX = 50;
const TICKET_FILTER = ['open', 'closed'];
const VOLUME_NAME_MAX = 20;
/** name-length: the names it bounds (a new volume's, server's and VPC's) and where they are sent. */
const NAME_LENGTH_SCHEMAS = ['VolumeCreate', 'DeployRequest', 'VpcCreate'];
const NAME_LENGTH_PATHS = ['/volumes', '/instances', '/vpcs'];

function renameProperty(schema: Json, from: string, to: string): void {
  const properties = obj(schema.properties);
  const entries = Object.entries(properties).map(
    ([key, value]) => [key === from ? to : key, value] as const,
  );
  schema.properties = Object.fromEntries(entries);
  if (Array.isArray(schema.required))
    schema.required = schema.required.map((name: string) => (name === from ? to : name));
}

/** The renamed field of the kinds that rename one field of one schema: [schema, from, to, answers' paths]. */
const RENAMES: Partial<
  Record<DriftKind, { schema: string; from: string; to: string; paths: RegExp }>
> = {
  'reserved-ip-field': {
    schema: 'ReservedIp',
    from: 'ipAddress',
    to: 'address',
    paths: /^\/reserved-ips(\/[^/]+)?$/,
  },
  'vpc-array-key': {
    schema: 'Vpc',
    from: 'instanceIds',
    to: 'memberIds',
    paths: /^\/vpcs(\/[^/]+)?$/,
  },
  'backup-field': {
    schema: 'Backup',
    from: 'serverId',
    to: 'vaultId',
    paths: /^\/backups(\/(?!servers$)[^/]+)?$/,
  },
  'ticket-messages': {
    schema: 'TicketDetail',
    from: 'messages',
    to: 'thread',
    paths: /^\/tickets\/[^/]+$/,
  },
  'webhook-field': {
    schema: 'WebhookEndpoint',
    from: 'events',
    to: 'eventTypes',
    paths: /^\/webhooks\/endpoints(\/[^/]+)?$/,
  },
  'region-field': {
    schema: 'Region',
    from: 'available',
    to: 'open',
    paths: /^\/catalog\/regions$/,
  },
  'instance-field': {
    schema: 'Instance',
    from: 'regionId',
    to: 'region',
    paths: /^\/instances(\/[^/]+)?$/,
  },
  'api-key-field': { schema: 'ApiKey', from: 'createdAt', to: 'issuedAt', paths: /^\/api-keys$/ },
  'plan-field': {
    schema: 'Plan',
    from: 'regionIds',
    to: 'regions',
    paths: /^\/catalog\/plans$/,
  },
};

const renameKey = (row: Json, from: string, to: string): Json =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key === from ? to : key, value]));

/** Our contract as the drifted service's document: a deep copy with the one difference. */
export function driftDocument(contract: Json, kind: DriftKind): Json {
  const doc = structuredClone(contract);
  const schemas = obj(obj(doc.components).schemas);
  const paths = obj(doc.paths);
  switch (kind) {
    case 'composite-field':
      renameProperty(obj(schemas.WalletSummary), 'balanceCents', 'availableCents');
      break;
    case 'array-key':
      renameProperty(obj(schemas.WalletSummary), 'months', 'history');
      break;
    case 'status-enum':
      obj(schemas.InstanceStatus).enum = [
        ...(obj(schemas.InstanceStatus).enum as string[]),
        'rescue',
      ];
      break;
    case 'filter-enum':
      obj(schemas.TicketStatus).enum = [...(obj(schemas.TicketStatus).enum as string[]), 'pending'];
      break;
    case 'removed-route':
      delete paths['/backups/servers'];
      break;
    case 'required-request-field': {
      const deploy = obj(schemas.DeployRequest);
      obj(deploy.properties).sshKeyIds = {
        type: 'array',
        minItems: 1,
        items: { type: 'string', minLength: 1 },
        description: 'SSH keys installed on the server.',
      };
      deploy.required = [...(deploy.required as string[]), 'sshKeyIds'];
      const volume = obj(schemas.VolumeCreate);
      obj(volume.properties).tier = {
        type: 'string',
        enum: ['standard', 'fast'],
        description: 'The storage tier.',
      };
      volume.required = [...(volume.required as string[]), 'tier'];
      break;
    }
    case 'integer-to-string':
      obj(obj(obj(schemas.Volume).properties).sizeGb).type = 'string';
      break;
    case 'newly-nullable': {
      const properties = obj(obj(schemas.Instance).properties);
      properties.ipAddress = { oneOf: [{ type: 'null' }, properties.ipAddress] };
      break;
    }
    case 'pagination-envelope':
      schemas.PageMeta = {
        type: 'object',
        required: ['page'],
        properties: {
          page: {
            type: 'object',
            required: ['total', 'limit', 'offset'],
            properties: {
              total: { type: 'integer' },
              limit: { type: 'integer' },
              offset: { type: 'integer' },
            },
          },
        },
      };
      // A route another kind removed (removed-route, played with this one) has no answer to change.
      for (const path of PAGINATED.filter((listed) => paths[listed])) {
        const schema = obj(
          obj(obj(obj(obj(obj(obj(paths[path]).get).responses)['200']).content)['application/json'])
            .schema,
        );
        for (const part of (schema.allOf as Json[] | undefined) ?? [])
          if (obj(part.properties ?? {}).items) renameProperty(part, 'items', 'data');
      }
      break;
    case 'query-parameter': {
      const get = obj(obj(paths['/tickets']).get);
      get.parameters = (get.parameters as Json[]).map((parameter) =>
        parameter.$ref === '#/components/parameters/Q'
          ? {
              name: 'search',
              in: 'query',
              required: false,
              description: 'Free text.',
              schema: { type: 'string', maxLength: 200 },
            }
          : parameter,
      );
      break;
    }
    case 'rate-limit-header':
      renameHeaders(doc);
      break;
    case 'success-status': {
      const responses = obj(obj(obj(paths['/tickets']).post).responses);
      const { '201': created, ...rest } = responses;
      obj(obj(paths['/tickets']).post).responses = { '200': created, ...rest };
      break;
    }
    case 'error-status':
      obj(obj(obj(paths['/reserved-ips/{id}']).delete).responses)['423'] = {
        description: 'The address is held by a DNS record until it expires.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
      break;
    case 'response-media-type': {
      const ok = obj(obj(obj(obj(paths['/wallet/transactions']).get).responses)['200']);
      const { 'application/json': json } = obj(ok.content);
      ok.content = { [TRANSACTIONS_MEDIA]: json };
      break;
    }
    case 'security-scheme':
      obj(obj(doc.components).securitySchemes).apiKeyHeader = {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
      };
      obj(obj(paths['/api-keys']).get).security = [{ apiKeyHeader: [] }];
      break;
    case 'request-range': {
      const size = obj(obj(obj(schemas.VolumeCreate).properties).sizeGb);
      size.maximum = VOLUME_MAX_GB;
      break;
    }
    case 'request-enum':
      obj(obj(schemas.AlertPolicyInput).properties).metric = {
        type: 'string',
        enum: ['cpu', 'memory'],
      };
      break;
    case 'request-pattern': {
      const url = obj(obj(obj(schemas.WebhookEndpointInput).properties).url);
      url.pattern = WEBHOOK_PATTERN;
      break;
    }
    case 'deprecated-operation': {
      // Gone altogether when removed-route is played with it: nothing is left to deprecate.
      if (!paths['/backups/servers']) break;
      const get = obj(obj(paths['/backups/servers']).get);
      get.deprecated = true;
      get['x-sunset'] = SUNSET_DATE;
      const ok = obj(obj(get.responses)['200']);
      ok.headers = {
        ...obj(ok.headers),
        Deprecation: {
          description: 'When the operation was deprecated (RFC 9745).',
          schema: { type: 'string' },
        },
        Sunset: { description: 'When it stops answering (RFC 8594).', schema: { type: 'string' } },
      };
      break;
    }
    case 'response-bound': {
      // Under its new name when vpc-array-key is played with this one.
      const properties = obj(obj(schemas.Vpc).properties);
      obj(properties.instanceIds ?? properties.memberIds).maxItems = 16;
      break;
    }
    case 'page-size-max': {
      const get = obj(obj(paths['/backups']).get);
      get.parameters = (get.parameters as Json[]).map((parameter) =>
        parameter.$ref === '#/components/parameters/Limit'
          ? {
              name: 'limit',
              in: 'query',
              required: false,
              description: 'Page size, at most 50.',
              schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 25 },
            }
          : parameter,
      );
      break;
    }
    case 'filter-value-removed': {
      const get = obj(obj(paths['/tickets']).get);
      get.parameters = (get.parameters as Json[]).map((parameter) =>
        parameter.name === 'status'
          ? { ...parameter, schema: { type: 'string', enum: TICKET_FILTER } }
          : parameter,
      );
      break;
    }
    case 'name-length':
      for (const schema of NAME_LENGTH_SCHEMAS)
        obj(obj(obj(schemas[schema]).properties).name).maxLength = VOLUME_NAME_MAX;
      break;
    default: {
      const rename = RENAMES[kind];
      if (!rename) break;
      const schema = obj(schemas[rename.schema]);
      // TicketDetail is Ticket and its messages (allOf): the part that has the field.
      const part = schema.properties
        ? schema
        : ((schema.allOf as Json[]).find(
            (item) => obj(item.properties ?? {})[rename.from],
          ) as Json);
      renameProperty(part, rename.from, rename.to);
    }
  }
  return doc;
}

const RATE_HEADERS: Record<string, string> = {
  'x-ratelimit-limit': 'ratelimit-limit',
  'x-ratelimit-remaining': 'ratelimit-remaining',
  'x-ratelimit-reset': 'ratelimit-reset',
};

function renameHeaders(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(renameHeaders);
  if (!node || typeof node !== 'object') return;
  const record = node as Json;
  if (record.headers && typeof record.headers === 'object') {
    record.headers = Object.fromEntries(
      Object.entries(obj(record.headers)).map(([name, value]) => [
        RATE_HEADERS[name] ?? name,
        value,
      ]),
    );
  }
  for (const value of Object.values(record)) renameHeaders(value);
}

/** The answer's body as the drifted service sends it (undefined: unchanged). */
function driftBody(kind: DriftKind, method: string, path: string, body: unknown): unknown {
  if (method !== 'GET' || !body || typeof body !== 'object') return undefined;
  const record = body as Json;
  const instance = (row: Json) => {
    if (kind === 'status-enum' && row.status === 'stopped') return { ...row, status: 'rescue' };
    if (kind === 'newly-nullable' && row.status === 'stopped') return { ...row, ipAddress: null };
    return row;
  };
  switch (kind) {
    case 'composite-field':
    case 'array-key': {
      if (path !== '/wallet/summary') return undefined;
      const [from, to] =
        kind === 'composite-field' ? ['balanceCents', 'availableCents'] : ['months', 'history'];
      return Object.fromEntries(
        Object.entries(record).map(([key, value]) => [key === from ? to : key, value]),
      );
    }
    case 'status-enum':
    case 'newly-nullable':
      if (path === '/instances' || path === '/monitoring/servers')
        return { ...record, items: (record.items as Json[]).map(instance) };
      if (/^\/instances\/[^/]+$/.test(path)) return instance(record);
      return undefined;
    case 'filter-enum': {
      const ticket = (row: Json) =>
        row.status === 'answered' ? { ...row, status: 'pending' } : row;
      if (path === '/tickets') return { ...record, items: (record.items as Json[]).map(ticket) };
      if (/^\/tickets\/[^/]+$/.test(path)) return ticket(record);
      return undefined;
    }
    case 'integer-to-string': {
      const volume = (row: Json) => ({ ...row, sizeGb: String(row.sizeGb) });
      if (path === '/volumes') return { ...record, items: (record.items as Json[]).map(volume) };
      if (/^\/volumes\/[^/]+$/.test(path)) return volume(record);
      return undefined;
    }
    case 'pagination-envelope': {
      if (!PAGINATED.includes(path)) return undefined;
      const { items, total, limit, offset, ...rest } = record;
      return { data: items, page: { total, limit, offset }, ...rest };
    }
    default: {
      const rename = RENAMES[kind];
      if (!rename || !rename.paths.test(path)) return undefined;
      if (Array.isArray(record.items))
        return {
          ...record,
          items: (record.items as Json[]).map((row) => renameKey(row, rename.from, rename.to)),
        };
      return renameKey(record, rename.from, rename.to);
    }
  }
}

const API = '/api/v1';
const TRANSACTIONS_MEDIA = 'application/vnd.cloud.v2+json';
const VOLUME_MAX_GB = 1000;
/** HTTPS on the default port: the drifted service refuses any other. */
const WEBHOOK_PATTERN = '^https://[^/:]+(/|$)';
const WEBHOOK_URL = new RegExp(WEBHOOK_PATTERN);
const SUNSET_DATE = '2027-06-30';

/** The kinds a drift plays, in order. */
const kindsOf = (drift: Drift): readonly DriftKind[] =>
  typeof drift === 'string' ? [drift] : drift;

interface Refusal {
  status: number;
  code: string;
  message: string;
  param?: string;
}

/** What the drifted service refuses that our contract takes, in its own words (checked before the handler). */
async function refuses(
  kinds: readonly DriftKind[],
  method: string,
  path: string,
  request: Request,
): Promise<Refusal | undefined> {
  const body = async () =>
    (await request
      .clone()
      .json()
      .catch(() => null)) as Json | null;
  if (kinds.includes('request-range') && method === 'POST' && path === '/volumes') {
    const size = (await body())?.sizeGb;
    if (typeof size === 'number' && size > VOLUME_MAX_GB)
      return {
        status: 400,
        code: 'invalid_body',
        message: `sizeGb must be at most ${VOLUME_MAX_GB} GB on this service; ${size} GB was asked for.`,
        param: 'sizeGb',
      };
  }
  if (
    kinds.includes('request-enum') &&
    method === 'POST' &&
    path === '/monitoring/alert-policies'
  ) {
    if ((await body())?.metric === 'disk')
      return {
        status: 400,
        code: 'invalid_body',
        message: 'metric disk is no longer offered: choose cpu or memory.',
        param: 'metric',
      };
  }
  if (
    kinds.includes('request-pattern') &&
    (method === 'POST' || method === 'PATCH') &&
    /^\/webhooks\/endpoints(\/[^/]+)?$/.test(path)
  ) {
    const url = (await body())?.url;
    if (typeof url === 'string' && !WEBHOOK_URL.test(url))
      return {
        status: 400,
        code: 'invalid_body',
        message: 'url must be HTTPS on the default port (443), with no port in it.',
        param: 'url',
      };
  }
  if (kinds.includes('error-status') && method === 'DELETE' && /^\/reserved-ips\/[^/]+$/.test(path))
    return {
      status: 423,
      code: 'locked',
      message: 'This address is held by a DNS record until it expires; release it after that.',
    };
  return undefined;
}

/** Statuses and headers the drifted service answers with (after the handler). */
function playStatusAndHeaders(
  kinds: readonly DriftKind[],
  method: string,
  path: string,
  c: { res: Response },
): void {
  if (
    kinds.includes('success-status') &&
    method === 'POST' &&
    path === '/tickets' &&
    c.res.status === 201
  )
    c.res = new Response(c.res.body, { status: 200, headers: c.res.headers });
  if (kinds.includes('response-media-type') && method === 'GET' && path === '/wallet/transactions')
    c.res.headers.set('content-type', TRANSACTIONS_MEDIA);
  if (kinds.includes('deprecated-operation') && method === 'GET' && path === '/backups/servers') {
    // RFC 9745: "@" and seconds since the epoch; RFC 8594: an HTTP date.
    c.res.headers.set('deprecation', '@1767225600');
    c.res.headers.set('sunset', new Date(`${SUNSET_DATE}T00:00:00Z`).toUTCString());
  }
}

/**
 * Plays the drifted service around every /api/v1 route (when `ctx.drift` is set): its document, its
 * answers, its refusals and headers. Several kinds are played one after the other on the same
 * answer (DRIFT_GROUPS are kinds that touch different operations).
 */
export function drift(ctx: MockContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!ctx.drift) return next();
    const kinds = kindsOf(ctx.drift);
    const path = c.req.path.slice(API.length) || '/';
    const method = c.req.method;
    const refuse = (status: number, code: string, message: string, param?: string) =>
      c.json({ code, message, ...(param ? { param } : {}) }, status as 400);
    if (kinds.includes('removed-route') && method === 'GET' && path === '/backups/servers')
      return refuse(404, 'not_found', 'No such route.');
    if (
      kinds.includes('query-parameter') &&
      method === 'GET' &&
      path === '/tickets' &&
      c.req.query('q') !== undefined
    )
      return refuse(400, 'invalid_parameter', 'Unknown query parameter q.', 'q');
    if (
      kinds.includes('page-size-max') &&
      method === 'GET' &&
      path === '/backups' &&
      Number(c.req.query('limit') ?? 25) > PAGE_SIZE_MAX
    )
      return refuse(400, 'invalid_parameter', `limit is at most ${PAGE_SIZE_MAX}.`, 'limit');
    if (
      kinds.includes('filter-value-removed') &&
      method === 'GET' &&
      path === '/tickets' &&
      c.req.query('status') !== undefined &&
      !TICKET_FILTER.includes(c.req.query('status')!)
    )
      return refuse(400, 'invalid_parameter', 'status is one of open, closed.', 'status');
    if (kinds.includes('name-length') && method === 'POST' && NAME_LENGTH_PATHS.includes(path)) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as Json | null;
      if (typeof body?.name === 'string' && [...body.name].length > VOLUME_NAME_MAX)
        return refuse(
          400,
          'invalid_body',
          `name is at most ${VOLUME_NAME_MAX} characters.`,
          'name',
        );
    }
    if (kinds.includes('required-request-field') && method === 'POST' && path === '/instances') {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as Json | null;
      const keys = body?.sshKeyIds;
      if (!body || !Array.isArray(keys) || keys.length === 0)
        return refuse(400, 'invalid_body', 'sshKeyIds is required.', 'sshKeyIds');
      if (!keys.every((key) => typeof key === 'string' && key.length > 0))
        return refuse(400, 'invalid_body', 'sshKeyIds holds key ids (text).', 'sshKeyIds');
      // The service keeps what it was sent; the rest of the deploy goes on as our contract's.
      ctx.driftReceived.push({ operation: 'POST /instances', fields: { sshKeyIds: keys } });
      const { sshKeyIds: _taken, ...rest } = body;
      // Hono keeps a read body as a promise by kind (its type says otherwise): the handler reads this one.
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(JSON.stringify(rest));
    }
    if (kinds.includes('required-request-field') && method === 'POST' && path === '/volumes') {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as Json | null;
      if (!body || (body.tier !== 'standard' && body.tier !== 'fast'))
        return refuse(400, 'invalid_body', 'tier is required: standard or fast.', 'tier');
      ctx.driftReceived.push({ operation: 'POST /volumes', fields: { tier: body.tier } });
      const { tier: _taken, ...rest } = body;
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(JSON.stringify(rest));
    }
    const refusal = await refuses(kinds, method, path, c.req.raw);
    if (refusal) return refuse(refusal.status, refusal.code, refusal.message, refusal.param);
    await next();
    playStatusAndHeaders(kinds, method, path, c);
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status < 300 && type.includes('json') && !c.res.headers.get('content-encoding')) {
      let body = JSON.parse(await c.res.clone().text()) as unknown;
      let changed = false;
      for (const kind of kinds) {
        const drifted =
          path === '/openapi.json'
            ? driftDocument(body as Json, kind)
            : driftBody(kind, method, path, body);
        if (drifted === undefined) continue;
        body = drifted;
        changed = true;
      }
      if (changed) {
        // Hono carries the old answer's headers over to the new one (all but its content type).
        c.res.headers.delete('content-length');
        c.res = new Response(JSON.stringify(body), {
          status: c.res.status,
          headers: { 'content-type': type },
        });
      }
    }
    if (kinds.includes('rate-limit-header')) {
      for (const [from, to] of Object.entries(RATE_HEADERS)) {
        const value = c.res.headers.get(from);
        if (value === null) continue;
        c.res.headers.delete(from);
        c.res.headers.set(to, value);
      }
    }
  };
}
