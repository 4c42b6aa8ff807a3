import { DETAIL_PAGES } from './pages';

/**
 * The kinds of drift the e2e suites make on purpose (mock/drift-kinds.ts), with what the console
 * must say about each: the mock playing the drifted service (e2e/drift.spec.ts) and Prism answering
 * from the drifted document (e2e/prism/drift.spec.ts).
 */
export interface Kind {
  kind: string;
  /** What the report says, in a difference's words. */
  report: RegExp;
  /** A page row of the report with its verdict ('Works': the difference is harmless there). */
  verdict: [page: string, verdict: 'Works' | 'Works with differences' | 'Will fail'];
  /**
   * Why Prism does not play the kind: it keeps the drifted document's rules where the mock plays a
   * lenient service. The mock's suites (Chromium and Firefox) check it.
   */
  notUnderPrism?: string;
  /** Pages that explain, in a panel, what they cannot show (data-testid="read-drift"), with the words. */
  explains?: Record<string, RegExp>;
  /** Pages that show a value the console does not know, marked unknown. */
  unknown?: Record<string, string>;
  /** Pages that say, in their own words, what the service does differently. */
  says?: Record<string, RegExp>;
  /** Detail pages (of the first row of a list) that explain in a panel what they cannot show. */
  details?: Record<string, RegExp>;
  /**
   * A form's picker (in the dialog a page's button opens) that says what it cannot read, the form
   * still usable: on `path`, or with `list` on the page of that list's first row; the picker's
   * field is labelled `label` (Region when not given).
   */
  picker?: { path: string; open: string; explains: RegExp; label?: string; list?: string };
  /** What the command palette says of a collection it cannot search. */
  palette?: RegExp;
}

export const KINDS: Kind[] = [
  {
    kind: 'composite-field',
    report: /The answer has no balanceCents; the service sends availableCents in its place\./,
    verdict: ['Wallet', 'Will fail'],
    explains: {
      '/wallet':
        /balanceCents: expected a number, came nothing \(the field is missing\); the same object has availableCents instead/,
    },
  },
  {
    kind: 'array-key',
    report:
      /The answer has no months; the service sends history in its place\..*Wallet: the spend chart reads months, the service sends history/s,
    verdict: ['Wallet', 'Will fail'],
    explains: {
      '/wallet':
        /months: expected a list, came nothing \(the field is missing\); the same object has history instead/,
    },
  },
  {
    kind: 'status-enum',
    report: /items\[\]\.status may also be rescue, which the console does not know/,
    verdict: ['Instances', 'Works with differences'],
    unknown: { '/instances': 'rescue', '/monitoring': 'rescue' },
  },
  {
    kind: 'filter-enum',
    report:
      /The live service also takes pending for query parameter status, which the console does not offer/,
    verdict: ['Tickets', 'Works with differences'],
    unknown: { '/tickets': 'pending' },
  },
  {
    kind: 'removed-route',
    report: /GET \/backups\/servers is not in the live document\./,
    verdict: ['Backup servers', 'Will fail'],
    says: {
      '/backups/servers':
        /The service no longer offers this\s*The service answered GET \/backups\/servers with 404 \(not found\)/,
    },
  },
  {
    kind: 'required-request-field',
    report:
      /POST \/instances now requires sshKeyIds, which the console does not know: its form asks for it, built from the live document, and sends it\./,
    verdict: ['Deploy', 'Works with differences'],
  },
  {
    kind: 'integer-to-string',
    report: /items\[\]\.sizeGb is text in the live document; the console expects a whole number\./,
    verdict: ['Volumes', 'Will fail'],
    explains: { '/volumes': /items\[\]\.sizeGb: expected a number, came text/ },
    details: { volumes: /^sizeGb: expected a number, came text/ },
  },
  {
    kind: 'newly-nullable',
    report: /items\[\]\.ipAddress is null, text in the live document; the console expects text\./,
    verdict: ['Instances', 'Works with differences'],
  },
  {
    kind: 'pagination-envelope',
    report: /The answer has no items; the service sends page, data in its place\./,
    verdict: ['Tickets', 'Will fail'],
    explains: {
      '/tickets': /items: expected a list, came nothing/,
      '/backups': /items: expected a list, came nothing/,
      '/monitoring': /items: expected a list, came nothing/,
      '/wallet': /items: expected a list, came nothing/,
    },
  },
  {
    kind: 'query-parameter',
    report: /The service does not take the query parameter q; it takes search\./,
    verdict: ['Tickets', 'Works with differences'],
  },
  {
    kind: 'rate-limit-header',
    report:
      /Answers do not carry the x-ratelimit-limit header; the service names ratelimit-limit, ratelimit-remaining, ratelimit-reset\./,
    verdict: ['Instances', 'Works with differences'],
  },
  {
    kind: 'reserved-ip-field',
    report: /The answer has no items\[\]\.ipAddress; the service sends address in its place\./,
    verdict: ['Reserved IPs', 'Will fail'],
    explains: {
      '/reserved-ips':
        /items\[\]\.ipAddress: expected text, came nothing \(the field is missing\); the same object has address instead/,
    },
    details: {
      'reserved-ips':
        /^ipAddress: expected text, came nothing \(the field is missing\); the same object has address instead/,
    },
    palette:
      /Not searching reserved IPs: the service's answer to GET \/reserved-ips differs in items\[\]\.ipAddress/,
  },
  {
    kind: 'vpc-array-key',
    report: /The answer has no items\[\]\.instanceIds; the service sends memberIds in its place\./,
    verdict: ['VPCs', 'Will fail'],
    explains: {
      '/vpcs':
        /items\[\]\.instanceIds: expected a list, came nothing \(the field is missing\); the same object has memberIds instead/,
    },
    details: {
      vpcs: /^instanceIds: expected a list, came nothing \(the field is missing\); the same object has memberIds instead/,
    },
  },
  {
    kind: 'backup-field',
    report: /The answer has no serverId; the service sends vaultId in its place\./,
    verdict: ['Backup', 'Will fail'],
    details: {
      backups:
        /^serverId: expected text, came nothing \(the field is missing\); the same object has vaultId instead/,
    },
  },
  {
    kind: 'ticket-messages',
    report: /The answer has no messages; the service sends thread in its place\./,
    verdict: ['Ticket', 'Will fail'],
    details: {
      tickets:
        /^messages: expected a list, came nothing \(the field is missing\); the same object has thread instead/,
    },
  },
  {
    kind: 'webhook-field',
    report: /The answer has no items\[\]\.events; the service sends eventTypes in its place\./,
    verdict: ['Webhooks', 'Will fail'],
    explains: {
      '/webhooks':
        /items\[\]\.events: expected a list, came nothing \(the field is missing\); the same object has eventTypes instead/,
    },
    details: {
      webhooks:
        /^events: expected a list, came nothing \(the field is missing\); the same object has eventTypes instead/,
    },
  },
  {
    kind: 'region-field',
    report: /The answer has no items\[\]\.available; the service sends open in its place\./,
    verdict: ['Deploy', 'Will fail'],
    explains: {
      '/instances/deploy':
        /items\[\]\.available: expected true or false, came nothing \(the field is missing\); the same object has open instead/,
    },
    picker: {
      path: '/volumes',
      open: 'Create volume',
      explains:
        /items\[\]\.available: expected true or false, came nothing \(the field is missing\); the same object has open instead/,
    },
  },
  {
    kind: 'instance-field',
    report: /The answer has no items\[\]\.regionId; the service sends region in its place\./,
    verdict: ['Instances', 'Will fail'],
    explains: {
      '/instances':
        /items\[\]\.regionId: expected text, came nothing \(the field is missing\); the same object has region instead/,
    },
    details: {
      instances:
        /^regionId: expected text, came nothing \(the field is missing\); the same object has region instead/,
    },
    picker: {
      path: '/vpcs',
      list: 'vpcs',
      open: 'Add instance',
      label: 'Instance',
      explains:
        /items\[\]\.regionId: expected text, came nothing \(the field is missing\); the same object has region instead/,
    },
    palette:
      /Not searching instances: the service's answer to GET \/instances differs in items\[\]\.regionId/,
  },
  {
    kind: 'api-key-field',
    report: /The answer has no items\[\]\.createdAt; the service sends issuedAt in its place\./,
    verdict: ['API keys', 'Will fail'],
    explains: {
      '/api-keys':
        /items\[\]\.createdAt: expected text, came nothing \(the field is missing\); the same object has issuedAt instead/,
    },
    palette:
      /Not searching API keys: the service's answer to GET \/api-keys differs in items\[\]\.createdAt/,
  },
  {
    kind: 'success-status',
    report:
      /The live service answers 200 where the contract says 201; the console takes any success answer\./,
    verdict: ['New ticket', 'Works with differences'],
  },
  {
    kind: 'error-status',
    report:
      /The live service may also answer 423, which the contract does not list: the console shows it as a refusal, with the service's words\./,
    verdict: ['Reserved IP', 'Works with differences'],
  },
  {
    kind: 'response-media-type',
    report:
      /The live service answers in application\/vnd\.cloud\.v2\+json, not application\/json; the console reads it as JSON\./,
    verdict: ['Wallet', 'Works with differences'],
  },
  {
    kind: 'security-scheme',
    report:
      /The live service takes the key as the X-API-Key header; the console sends it as a bearer token \(Authorization header\), which the live document does not list/,
    verdict: ['API keys', 'Will fail'],
    notUnderPrism:
      "Prism refuses the console's bearer key on GET /api-keys as the drifted document says, and connecting reads that list: the console cannot sign in, as against such a service",
  },
  {
    kind: 'request-range',
    report:
      /The live service bounds sizeGb more tightly than the contract \(maximum: 1000 there, 16384 in the contract\); the console holds to the live bound and refuses a value outside it before sending\./,
    verdict: ['Volumes', 'Works with differences'],
  },
  {
    kind: 'request-enum',
    report:
      /The live service no longer takes disk for metric; the console holds to its live document: it no longer offers that value and refuses it before sending\./,
    verdict: ['Alert policies', 'Works with differences'],
  },
  {
    kind: 'request-pattern',
    report:
      /The live service bounds url more tightly than the contract \(pattern: \^https:\/\/\[\^\/:\]\+\(\/\|\$\) there, none in the contract\); the console holds to the live bound and refuses a value outside it before sending\./,
    verdict: ['Webhooks', 'Works with differences'],
  },
  {
    kind: 'deprecated-operation',
    report:
      /The live service marks this operation deprecated and says it ends on 2027-06-30; the console still uses it, and will fail then\./,
    verdict: ['Backup servers', 'Works with differences'],
  },
  {
    kind: 'response-bound',
    report:
      /The live document describes items\[\]\.instanceIds more narrowly \(maxItems: 16 there, none in the contract\): every value it allows is one the console shows\./,
    verdict: ['VPCs', 'Works'],
  },
  {
    kind: 'page-size-max',
    report:
      /The live service bounds query parameter limit more tightly than the contract \(maximum: 50 there, 100 in the contract\); the console holds to the live bound and refuses a value outside it before sending\./,
    verdict: ['Backups', 'Works with differences'],
  },
  {
    kind: 'filter-value-removed',
    report:
      /The live service no longer takes answered for query parameter status; the console holds to its live document: it no longer offers that value and refuses it before sending\./,
    verdict: ['Tickets', 'Works with differences'],
  },
  {
    kind: 'name-length',
    report:
      /The live service bounds name more tightly than the contract \(maxLength: 20 there, 63 in the contract\); the console holds to the live bound and refuses a value outside it before sending\./,
    verdict: ['Volumes', 'Works with differences'],
  },
  {
    kind: 'plan-field',
    report: /The answer has no items\[\]\.regionIds; the service sends regions in its place\./,
    verdict: ['Deploy', 'Will fail'],
    explains: {
      '/instances/deploy':
        /items\[\]\.regionIds: expected a list, came nothing \(the field is missing\); the same object has regions instead/,
    },
  },
];

/**
 * A detail page's list in the API where it is not the page's own path (`details`' keys are the
 * pages' collections), as the features declare them (e2e/pages.ts): `{ webhooks: 'webhooks/endpoints' }`.
 */
export const DETAIL_LISTS: Record<string, string> = Object.fromEntries(
  DETAIL_PAGES.filter((page) => page.api !== page.list).map((page) => [
    page.list.slice(1),
    page.api.slice(1),
  ]),
);

/** Where each page a verdict names lives. */
export const PAGE_PATHS: Record<string, string> = {
  Wallet: '/wallet',
  Instances: '/instances',
  Tickets: '/tickets',
  Backups: '/backups',
  'Backup servers': '/backups/servers',
  Deploy: '/instances/deploy',
  Volumes: '/volumes',
  'Reserved IPs': '/reserved-ips',
  VPCs: '/vpcs',
  Webhooks: '/webhooks',
  'API keys': '/api-keys',
  'New ticket': '/tickets/new',
  'Alert policies': '/alerts',
  // Prism answers any ID (e2e/prism/drift.spec.ts); the mock's suites name the page by its row.
  'Reserved IP': '/reserved-ips/prism-drift-1',
};

/** A JavaScript error's words, or the console's crash view, which a drifted answer must never bring. */
export const JS_ERROR =
  /Cannot read properties|is not a function|is not iterable|undefined is not|Something went wrong|client_error|Etwas ist schiefgelaufen/;
