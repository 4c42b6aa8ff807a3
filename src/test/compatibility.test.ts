import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_JSON } from '@/api/contract-document.gen';
import { compareDocuments } from '@/lib/api-diff/compare';
import { driftDocument } from '../../mock/drift';
import { bodyValuesDefaultsDocument } from './drifted-documents';
import { DRIFT_GROUPS, DRIFT_KINDS, type DriftKind } from '../../mock/drift-kinds';
import { assessCompatibility, type Compatibility } from '@/features/explorer/compatibility';

const ours = JSON.parse(OPENAPI_DOCUMENT_JSON) as Record<string, unknown>;
const diff = (kind: DriftKind) => compareDocuments(ours, driftDocument(ours, kind));
const assess = (kind: DriftKind) => assessCompatibility(diff(kind));

/** "place: what: page/panel=verdict ..." for each group, the way a reader checks the report. */
const lines = (report: Compatibility) =>
  report.groups.map(
    (group) =>
      `${group.place} ${group.verdict}: ${group.touches.map((touch) => `${touch.page}${touch.panel ? `/${touch.panel.id}` : ''}=${touch.verdict}`).join(' ')}`,
  );
const verdicts = (report: Compatibility) =>
  Object.fromEntries(
    report.pages
      .filter((page) => page.verdict !== 'works')
      .map((page) => [page.page, page.verdict]),
  );

describe('the comparison finds each kind of drift', () => {
  it('our document against itself: nothing, every page works, every assumed operation confirmed', () => {
    const report = compareDocuments(ours, ours);
    expect(report.findings).toEqual([]);
    expect(report.confirmed).toHaveLength(report.assumedOperations);
    expect(verdicts(assessCompatibility(report))).toEqual({});
  });

  it('a renamed field in a composite, with the field the service sends instead', () => {
    expect(diff('composite-field').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /wallet/summary',
        where: 'response 200: balanceCents',
        kind: 'missing',
        instead: ['availableCents'],
        about: { what: 'field-missing', name: 'balanceCents' },
      }),
    ]);
    expect(lines(assess('composite-field'))).toEqual([
      'balanceCents fails: /wallet/wallet.cards=fails /wallet/wallet.runway=fails',
    ]);
  });

  it('a renamed array key: the spend chart reads months, the service sends history', () => {
    const [finding] = diff('array-key').findings;
    expect(finding).toMatchObject({ where: 'response 200: months', instead: ['history'] });
    expect(lines(assess('array-key'))).toEqual([
      'months fails: /wallet/wallet.spend=fails /wallet/wallet.runway=fails',
    ]);
    expect(verdicts(assess('array-key'))).toEqual({ '/wallet': 'fails' });
  });

  it('a new enum value in a status: the pages show it as unknown, and work with the difference', () => {
    const findings = diff('status-enum').findings;
    expect(findings.every((finding) => finding.about?.what === 'enum')).toBe(true);
    expect(findings.map((finding) => finding.about)).toContainEqual({
      what: 'enum',
      adds: ['rescue'],
      lacks: [],
    });
    const report = assess('status-enum');
    expect(verdicts(report)).toMatchObject({
      '/instances': 'differs',
      '/instances/$id': 'differs',
      '/monitoring': 'differs',
    });
    expect(Object.values(verdicts(report))).not.toContain('fails');
  });

  it('a new enum value in a filter', () => {
    expect(diff('filter-enum').findings).toContainEqual(
      expect.objectContaining({
        operation: 'GET /tickets',
        where: 'query parameter status',
        about: { what: 'enum', adds: ['pending'], lacks: [] },
      }),
    );
    expect(verdicts(assess('filter-enum'))).toMatchObject({ '/tickets': 'differs' });
  });

  it('a removed route', () => {
    expect(diff('removed-route').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /backups/servers',
        kind: 'missing',
        about: { what: 'operation-missing' },
      }),
    ]);
    expect(verdicts(assess('removed-route'))).toEqual({ '/backups/servers': 'fails' });
  });

  it('a new required request field', () => {
    expect(diff('required-request-field').findings).toEqual([
      expect.objectContaining({
        operation: 'POST /instances',
        where: 'request body: sshKeyIds',
        about: { what: 'newly-required', name: 'sshKeyIds' },
      }),
      expect.objectContaining({
        operation: 'POST /volumes',
        where: 'request body: tier',
        about: { what: 'newly-required', name: 'tier' },
      }),
    ]);
    // Both forms follow the live document: they ask for the field and send it.
    expect(verdicts(assess('required-request-field'))).toEqual({
      '/instances/deploy': 'differs',
      '/volumes': 'differs',
    });
  });

  it('an integer become a string', () => {
    expect(diff('integer-to-string').findings).toContainEqual(
      expect.objectContaining({
        operation: 'GET /volumes',
        where: 'response 200: items[].sizeGb',
        about: { what: 'type', ours: ['integer'], theirs: ['string'] },
      }),
    );
    // The volumes table, and a server's page, whose related volumes show their size.
    expect(lines(assess('integer-to-string'))[0]).toBe(
      'items[].sizeGb fails: /volumes/volumes.list=fails /instances/$id/instances.volumes=fails',
    );
  });

  it('a newly nullable field: the instance table shows it as absent, so it works with the difference', () => {
    expect(diff('newly-nullable').findings).toContainEqual(
      expect.objectContaining({
        operation: 'GET /instances',
        about: { what: 'type', ours: ['string'], theirs: ['null', 'string'] },
      }),
    );
    expect(lines(assess('newly-nullable'))[0]).toBe(
      'items[].ipAddress differs: /instances/instances.list=differs',
    );
  });

  it('a changed pagination envelope', () => {
    const report = assess('pagination-envelope');
    // A server's page too: its related tickets and backups are read from those lists.
    expect(lines(report)).toContain(
      'items fails: /wallet/wallet.transactions=fails /tickets/tickets.list=fails /instances/$id/instances.tickets=fails /backups/backups.list=fails /instances/$id/instances.backups=fails /backups/servers/backups.servers=fails /monitoring/monitoring.list=fails',
    );
    expect(report.groups.find((group) => group.place === 'items')?.finding.instead).toEqual([
      'page',
      'data',
    ]);
  });

  it('a renamed query parameter, with the one the service takes instead', () => {
    expect(diff('query-parameter').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /tickets',
        where: 'query parameter q',
        instead: ['search'],
        about: { what: 'parameter-missing', name: 'q' },
      }),
    ]);
    expect(verdicts(assess('query-parameter'))).toEqual({ '/tickets': 'differs' });
  });

  it('a different rate-limit header name, on every operation, said once per header', () => {
    const report = assess('rate-limit-header');
    expect(report.groups.map((group) => group.place)).toEqual([
      'header x-ratelimit-limit',
      'header x-ratelimit-remaining',
      'header x-ratelimit-reset',
    ]);
    expect(report.groups[0]!.operations.length).toBeGreaterThan(20);
    expect(report.groups[0]!.finding.instead).toEqual([
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
    ]);
  });

  it("a renamed reserved IP field: the table, the address page and a server's reserved IPs fail, each named", () => {
    expect(lines(assess('reserved-ip-field'))).toEqual([
      'items[].ipAddress fails: /reserved-ips/reserved-ips.list=fails /instances/$id/instances.reserved-ips=fails',
      'ipAddress fails: /reserved-ips=differs /reserved-ips/$id/reserved-ips.detail=fails /reserved-ips/$id=differs',
    ]);
    expect(verdicts(assess('reserved-ip-field'))).toEqual({
      '/reserved-ips': 'fails',
      '/reserved-ips/$id': 'fails',
      '/instances/$id': 'fails',
    });
  });

  it("a VPC's renamed member array: the table, the VPC's page and a server's VPCs", () => {
    expect(diff('vpc-array-key').findings[0]).toMatchObject({
      operation: 'GET /vpcs',
      where: 'response 200: items[].instanceIds',
      instead: ['memberIds'],
    });
    expect(verdicts(assess('vpc-array-key'))).toEqual({
      '/vpcs': 'fails',
      '/vpcs/$id': 'fails',
      '/instances/$id': 'fails',
    });
  });

  it("a backup's renamed field: its page fails, the list (which does not read it) only differs", () => {
    expect(lines(assess('backup-field'))[0]).toBe(
      'serverId fails: /backups=differs /backups/$id/backups.detail=fails',
    );
    expect(verdicts(assess('backup-field'))).toEqual({
      '/backups/$id': 'fails',
      '/backups': 'differs',
    });
  });

  it("a ticket's renamed messages: the conversation fails, the rest of the ticket does not depend on it", () => {
    const report = assess('ticket-messages');
    expect(report.groups[0]!.touches.find((touch) => touch.panel)).toMatchObject({
      page: '/tickets/$id',
      field: 'messages',
      verdict: 'fails',
    });
    expect(report.groups[0]!.touches.find((touch) => touch.panel)!.panel!.id).toBe(
      'tickets.conversation',
    );
    expect(verdicts(report)).toEqual({ '/tickets/$id': 'fails', '/tickets/new': 'differs' });
  });

  it("a webhook endpoint's renamed events: the table and the endpoint's page", () => {
    expect(lines(assess('webhook-field')).slice(0, 2)).toEqual([
      'items[].events fails: /webhooks/webhooks.list=fails',
      'events fails: /webhooks/$id/webhooks.detail=fails /webhooks/$id=differs',
    ]);
    expect(verdicts(assess('webhook-field'))).toEqual({
      '/webhooks': 'fails',
      '/webhooks/$id': 'fails',
    });
  });

  it("an API key's renamed field: the keys page's table fails; the session's own-key lookup (prefix, scope) does not read it", () => {
    expect(diff('api-key-field').findings[0]).toMatchObject({
      operation: 'GET /api-keys',
      where: 'response 200: items[].createdAt',
      instead: ['issuedAt'],
    });
    expect(verdicts(assess('api-key-field'))).toEqual({ '/api-keys': 'fails' });
  });

  it('a renamed catalogue field: every page with a region picker is named, the deploy form included', () => {
    expect(diff('region-field').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /catalog/regions',
        where: 'response 200: items[].available',
        instead: ['open'],
      }),
    ]);
    expect(verdicts(assess('region-field'))).toEqual({
      '/instances/deploy': 'fails',
      '/volumes': 'fails',
      '/vpcs': 'fails',
      '/reserved-ips': 'fails',
    });
  });

  it("a renamed plan field: the deploy form's plan choice reads it; no other page does", () => {
    expect(diff('plan-field').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /catalog/plans',
        where: 'response 200: items[].regionIds',
        instead: ['regions'],
      }),
    ]);
    expect(lines(assess('plan-field'))).toEqual([
      'items[].regionIds fails: /instances/deploy/instances.deploy-plans=fails',
    ]);
    expect(verdicts(assess('plan-field'))).toEqual({ '/instances/deploy': 'fails' });
  });

  it('a renamed instance field: the instance pages and the instance pickers on the volume, reserved IP, VPC and backups pages', () => {
    const report = assess('instance-field');
    expect(lines(report)[0]).toBe(
      'items[].regionId fails: /instances/instances.list=fails /volumes/$id/pickers.instances.volumes.$id=fails /reserved-ips/$id/pickers.instances.reserved-ips.$id=fails /vpcs/$id/pickers.instances.vpcs.$id=fails /backups/pickers.instances.backups=fails',
    );
    expect(verdicts(report)).toMatchObject({
      '/instances': 'fails',
      '/instances/$id': 'fails',
      '/volumes/$id': 'fails',
      '/reserved-ips/$id': 'fails',
      '/vpcs/$id': 'fails',
      '/backups': 'fails',
    });
  });

  it('a success under another status: named with the status the service sends, the new-ticket page works with it', () => {
    expect(diff('success-status').findings).toEqual([
      expect.objectContaining({
        operation: 'POST /tickets',
        about: { what: 'status-missing', status: '201', instead: ['200'] },
      }),
    ]);
    expect(verdicts(assess('success-status'))).toEqual({ '/tickets/new': 'differs' });
  });

  it('a refusal status the contract does not list: named, the page shows it as a refusal', () => {
    expect(diff('error-status').findings).toEqual([
      expect.objectContaining({
        operation: 'DELETE /reserved-ips/{id}',
        where: 'response 423',
        about: { what: 'status-added', status: '423', instead: [] },
      }),
    ]);
    expect(verdicts(assess('error-status'))).toEqual({ '/reserved-ips/$id': 'differs' });
  });

  it('an answer in another JSON media type differs; in one that is not JSON, or a request body the service no longer takes as JSON, fails', () => {
    expect(diff('response-media-type').findings[0]!.about).toEqual({
      what: 'media-missing',
      media: 'application/json',
      instead: ['application/vnd.cloud.v2+json'],
    });
    expect(verdicts(assess('response-media-type'))).toEqual({ '/wallet': 'differs' });
    const theirs = structuredClone(ours) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const get = theirs.paths['/wallet/transactions'].get.responses['200'];
    get.content = { 'text/csv': get.content['application/json'] };
    const post = theirs.paths['/tickets'].post.requestBody;
    post.content = { 'application/x-www-form-urlencoded': post.content['application/json'] };
    const report = assessCompatibility(compareDocuments(ours, theirs));
    expect(verdicts(report)).toEqual({ '/wallet': 'fails', '/tickets/new': 'fails' });
  });

  it('another security scheme, without the bearer token the console sends: the page fails; an added alternative changes nothing', () => {
    expect(diff('security-scheme').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /api-keys',
        about: { what: 'security', ours: ['http:bearer'], theirs: ['apiKey:header:X-API-Key'] },
      }),
    ]);
    expect(verdicts(assess('security-scheme'))).toEqual({ '/api-keys': 'fails' });
    const theirs = driftDocument(ours, 'security-scheme') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    theirs.paths['/api-keys'].get.security = [{ apiKeyHeader: [] }, { bearerKey: [] }];
    expect(compareDocuments(ours, theirs).findings).toEqual([]);
  });

  it('constraints with their direction: tighter on what the console sends differs (it may send what is refused); looser there, or tighter on what it reads, works', () => {
    expect(diff('request-range').findings[0]).toMatchObject({
      operation: 'POST /volumes',
      where: 'request body: sizeGb',
      about: { what: 'bound', key: 'maximum', ours: '16384', theirs: '1000', tighter: true },
    });
    expect(verdicts(assess('request-range'))).toEqual({ '/volumes': 'differs' });
    expect(diff('request-pattern').findings[0]!.about).toEqual({
      what: 'bound',
      key: 'pattern',
      ours: null,
      theirs: '^https://[^/:]+(/|$)',
      tighter: true,
    });
    expect(verdicts(assess('request-pattern'))).toEqual({ '/webhooks': 'differs' });
    // On what the console only reads, a tighter bound is harmless: named, no page touched.
    const readOnly = assess('response-bound');
    expect(readOnly.groups.map((group) => group.place)).toContain('items[].instanceIds');
    expect(readOnly.groups.every((group) => group.verdict === 'works')).toBe(true);
    expect(verdicts(readOnly)).toEqual({});
    // Looser on a request: the console keeps to the contract; looser on an answer a panel reads: differs.
    const theirs = structuredClone(ours) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    theirs.components.schemas.VolumeCreate.properties.sizeGb.maximum = 65536;
    theirs.components.schemas.Volume.properties.sizeGb.minimum = 0;
    const looser = assessCompatibility(compareDocuments(ours, theirs));
    expect(lines(looser)).toContain('sizeGb works: ');
    expect(lines(looser)).toContain(
      'items[].sizeGb differs: /volumes/volumes.list=differs /instances/$id/instances.volumes=differs',
    );
  });

  it('a value gone from an enumeration the console sends: differs, said as a value it may send', () => {
    expect(diff('request-enum').findings).toEqual([
      expect.objectContaining({
        operation: 'POST /monitoring/alert-policies',
        where: 'request body: metric',
        about: { what: 'enum', adds: [], lacks: ['disk'] },
      }),
    ]);
    expect(verdicts(assess('request-enum'))).toEqual({ '/alerts': 'differs' });
  });

  it('deprecation with its sunset date (x-sunset), and a parameter deprecated or newly required', () => {
    expect(diff('deprecated-operation').findings).toEqual([
      expect.objectContaining({
        operation: 'GET /backups/servers',
        where: '',
        about: { what: 'deprecated', sunset: '2027-06-30' },
      }),
    ]);
    expect(verdicts(assess('deprecated-operation'))).toEqual({ '/backups/servers': 'differs' });
    const theirs = structuredClone(ours) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const get = theirs.paths['/tickets'].get;
    get.parameters = get.parameters.map((parameter: { $ref?: string }) =>
      parameter.$ref === '#/components/parameters/Q'
        ? { ...theirs.components.parameters.Q, deprecated: true, required: true }
        : parameter,
    );
    expect(compareDocuments(ours, theirs).findings.map((finding) => finding.about)).toEqual([
      { what: 'now-required', name: 'q' },
      { what: 'deprecated', sunset: null },
    ]);
  });

  it('the request body, values listed or opened, a changed default, items undescribed and no success answer: each named with its direction', () => {
    const theirs = bodyValuesDefaultsDocument(ours);
    const report = compareDocuments(ours, theirs);
    const about = (operation: string, where: string) =>
      report.findings.find((f) => f.operation === operation && f.where === where)?.about;
    expect(about('POST /volumes', 'request body')).toEqual({ what: 'body', change: 'missing' });
    expect(about('POST /instances/{id}/start', 'request body')).toEqual({
      what: 'body',
      change: 'now-required',
      ours: 'none',
    });
    expect(about('GET /backups', 'query parameter q')).toEqual({
      what: 'values',
      change: 'listed',
      values: ['db', 'web'],
    });
    expect(about('GET /tickets', 'query parameter status')).toEqual(
      expect.objectContaining({ what: 'values', change: 'open' }),
    );
    expect(about('GET /backups', 'query parameter limit')).toEqual({
      what: 'default',
      ours: '25',
      theirs: '10',
    });
    expect(about('GET /api-keys', 'response 200: items[]')).toEqual({ what: 'items-open' });
    expect(about('GET /catalog/regions', 'response 200')).toEqual({
      what: 'no-success',
      status: '200',
    });
    // Every difference found is one the report words itself.
    expect(report.findings.filter((finding) => !finding.about)).toEqual([]);
    // Direction: a body the console never sends, now required, fails its page; a search the
    // service narrowed, a changed default and a list it no longer describes differ; a filter it
    // opened works.
    expect(lines(assessCompatibility(report))).toEqual(
      expect.arrayContaining([
        'request body fails: /instances/$id=fails',
        'request body differs: /volumes=differs',
        'items[] differs: /api-keys=differs',
        'query parameter limit differs: /wallet=differs /tickets=differs /backups=differs /backups/servers=differs /monitoring=differs',
        'query parameter q differs: /wallet=differs /tickets=differs /backups=differs /backups/servers=differs /monitoring=differs',
        'query parameter status works: ',
      ]),
    );
  });

  it('covers every kind the mock can play', () => {
    for (const kind of DRIFT_KINDS) expect(diff(kind).findings.length, kind).toBeGreaterThan(0);
  });
});

describe('the drift groups: kinds the mock plays at once for the e2e tour', () => {
  it('hold every kind, once', () => {
    expect(DRIFT_GROUPS.flat().toSorted()).toEqual([...DRIFT_KINDS].toSorted());
  });

  const sorted = (findings: unknown[]) => findings.map((finding) => JSON.stringify(finding)).sort();
  for (const group of DRIFT_GROUPS.filter((group) => group.length > 1))
    it(`${group.join(', ')}: each touches operations, pages and panels no other touches; at once, the comparison finds what each finds alone`, () => {
      const touchedBy = new Map<string, DriftKind>();
      for (const kind of group) {
        const operations = diff(kind).findings.map((finding) => finding.operation);
        const touches = assess(kind).groups.flatMap((found) =>
          found.touches.map((touch) => touch.panel?.id ?? touch.page),
        );
        for (const thing of new Set([...operations, ...touches])) {
          expect(touchedBy.get(thing), `${kind} touches ${thing}`).toBeUndefined();
          touchedBy.set(thing, kind);
        }
      }
      const together = group.reduce((doc, kind) => driftDocument(doc, kind), ours);
      expect(sorted(compareDocuments(ours, together).findings)).toEqual(
        sorted(group.flatMap((kind) => diff(kind).findings)),
      );
    });

  // A service that drifted in every way at once (the mock's PUT /__mock/drift with every kind): the
  // document is still built, and the comparison names every operation some kind changes alone (the
  // removed route as removed: the other kinds that change it have nothing left to change).
  it('every kind at once: the document is built, every changed operation is named and assessed', () => {
    const together = DRIFT_KINDS.reduce((doc, kind) => driftDocument(doc, kind), ours);
    const comparison = compareDocuments(ours, together);
    const named = new Set(comparison.findings.map((f) => f.operation));
    const alone = new Set(
      DRIFT_KINDS.flatMap((kind) => diff(kind).findings.map((f) => f.operation)),
    );
    expect([...alone].filter((operation) => !named.has(operation))).toEqual([]);
    // The report's verdicts: a page that fails with one kind alone still fails with all of them.
    const verdicts = new Map(
      assessCompatibility(comparison).pages.map((page) => [page.page, page.verdict]),
    );
    const failing = new Set(
      DRIFT_KINDS.flatMap((kind) =>
        assess(kind)
          .pages.filter((page) => page.verdict === 'fails')
          .map((page) => page.page),
      ),
    );
    expect([...failing].filter((page) => verdicts.get(page) !== 'fails')).toEqual([]);
  });
});
