// The kinds of drift the mock can play (what each does is in drift.ts; docs/mock.md "Drift").
export const DRIFT_KINDS = [
  /** A field of a composite object renamed: WalletSummary.balanceCents is availableCents. */
  'composite-field',
  /** The array of a composite renamed: WalletSummary.months is history. */
  'array-key',
  /** A status value the console does not know: stopped instances are in `rescue`. */
  'status-enum',
  /** A filter value the console does not know: TicketStatus adds `pending` (answered tickets are pending). */
  'filter-enum',
  /** A route gone: GET /backups/servers answers 404. */
  'removed-route',
  /** A request field newly required: a deploy needs sshKeyIds, a new volume its tier. */
  'required-request-field',
  /** An integer sent as a string: Volume.sizeGb is "50". */
  'integer-to-string',
  /** A field newly nullable: a stopped instance's ipAddress is null. */
  'newly-nullable',
  /** The pagination envelope changed: { data, page: { total, limit, offset } }. */
  'pagination-envelope',
  /** A query parameter renamed: GET /tickets takes `search`, not `q` (which it refuses). */
  'query-parameter',
  /** The rate-limit headers renamed: ratelimit-limit, ratelimit-remaining, ratelimit-reset. */
  'rate-limit-header',
  /** A field of a reserved IP renamed: ReservedIp.ipAddress is address (the list, one, the palette). */
  'reserved-ip-field',
  /** The array of a VPC renamed: Vpc.instanceIds is memberIds (the list, one, a server's VPCs). */
  'vpc-array-key',
  /** A field of a backup renamed: Backup.serverId is vaultId (the backup's page; its list does not read it). */
  'backup-field',
  /** The messages of a ticket renamed: TicketDetail.messages is thread (the ticket's conversation). */
  'ticket-messages',
  /** The events of a webhook endpoint renamed: WebhookEndpoint.events is eventTypes (the list, one). */
  'webhook-field',
  /** A catalogue field renamed: Region.available is open (the region pickers of the forms). */
  'region-field',
  /** A field of an instance renamed: Instance.regionId is region (the instance pages, the instance pickers). */
  'instance-field',
  /** A field of an API key renamed: ApiKey.createdAt is issuedAt (the API keys page's table). */
  'api-key-field',
  /** A success answered under another status: POST /tickets answers 200, not 201. */
  'success-status',
  /** A refusal status the contract does not list: DELETE /reserved-ips/{id} may answer 423 (the address is held). */
  'error-status',
  /** Another media type: GET /wallet/transactions answers application/vnd.cloud.v2+json. */
  'response-media-type',
  /** Another security scheme: GET /api-keys takes the key in an X-API-Key header (the mock still takes Bearer). */
  'security-scheme',
  /** A range tightened on what the console sends: a new volume's sizeGb is at most 1000 (the contract: 16384). */
  'request-range',
  /** A value gone from what the console sends: an alert policy's metric is cpu or memory (no disk). */
  'request-enum',
  /** A pattern on what the console sends: a webhook endpoint's url is HTTPS without a port. */
  'request-pattern',
  /** An operation deprecated with its sunset: GET /backups/servers (deprecated, x-sunset, Deprecation and Sunset headers). */
  'deprecated-operation',
  /** A bound tightened on what the console only reads: a VPC's instanceIds hold at most 16 (harmless). */
  'response-bound',
  /** A page size tightened: GET /backups takes `limit` up to 50 (it refuses more). */
  'page-size-max',
  /** A filter value removed: GET /tickets no longer takes status=answered (it refuses it). */
  'filter-value-removed',
  /** A name length tightened: a new volume's, server's and VPC's name is at most 20 characters (it refuses longer). */
  'name-length',
  /** A catalogue field renamed: Plan.regionIds is regions (the deploy form's plan choice). */
  'plan-field',
] as const;

export type DriftKind = (typeof DRIFT_KINDS)[number];

/** What the mock plays: one kind, or several at once (PUT /__mock/drift with a list). */
export type Drift = DriftKind | readonly DriftKind[];

/**
 * Kinds that touch different operations and different pages and panels, so the mock plays each
 * group at once and every kind in it shows as it does alone (src/test/compatibility.test.ts proves
 * it): the drift e2e tour visits the navigation once per group, not once per kind. A kind whose
 * difference reaches every operation (rate-limit-header) or shares one with each other group's
 * kinds (instance-field) is a group of its own. The tour opens a list's first row by reading the
 * list from the service, so a kind with detail pages is not grouped with pagination-envelope.
 */
export const DRIFT_GROUPS: readonly (readonly DriftKind[])[] = [
  [
    'composite-field',
    'status-enum',
    'filter-enum',
    'removed-route',
    'integer-to-string',
    'reserved-ip-field',
    'vpc-array-key',
    'backup-field',
    'webhook-field',
    'region-field',
    'api-key-field',
  ],
  ['array-key', 'required-request-field', 'pagination-envelope'],
  ['newly-nullable', 'query-parameter', 'ticket-messages', 'plan-field'],
  ['rate-limit-header'],
  ['instance-field'],
  [
    'success-status',
    'error-status',
    'response-media-type',
    'security-scheme',
    'request-range',
    'request-enum',
    'request-pattern',
    'deprecated-operation',
    'response-bound',
  ],
  ['page-size-max', 'filter-value-removed', 'name-length'],
];

export function parseDriftKind(raw: string | undefined): DriftKind | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if ((DRIFT_KINDS as readonly string[]).includes(value)) return value as DriftKind;
  throw new Error(`MOCK_DRIFT must be one of ${DRIFT_KINDS.join(', ')} (got "${raw}")`);
}
