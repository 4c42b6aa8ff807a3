// Request bodies, copied from openapi/cloud-console.v1.yaml ($refs inlined, descriptions dropped).
// mock/test/contract-bodies.test.ts fails if these drift from the document.
import type { Schema } from './json-schema';

const str = (minLength: number, maxLength?: number): Schema =>
  maxLength === undefined
    ? { type: 'string', minLength }
    : { type: 'string', minLength, maxLength };
const intRange = (minimum: number, maximum: number): Schema => ({
  type: 'integer',
  minimum,
  maximum,
});
const strict = (required: string[], properties: Record<string, Schema>): Schema => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

export const WEBHOOK_EVENTS = [
  'instance.created',
  'instance.started',
  'instance.stopped',
  'instance.rebooted',
  'instance.destroyed',
  'instance.failed',
  'payment.succeeded',
  'wallet.low_balance',
  'account.suspended',
  'account.reactivated',
  'ticket.answered',
  'ticket.closed',
] as const;

const events: Schema = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', enum: WEBHOOK_EVENTS },
};
const nullableString: Schema = { type: ['string', 'null'] };

export const BODIES = {
  deployInstance: strict(['planId', 'regionId', 'osImageId', 'name'], {
    planId: str(1),
    regionId: str(1),
    osImageId: str(1),
    name: { ...str(1, 63), pattern: '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$' },
  }),
  createVolume: strict(['name', 'sizeGb', 'regionId'], {
    name: { ...str(1, 63), pattern: '^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$' },
    sizeGb: intRange(1, 16384),
    regionId: str(1),
  }),
  resizeVolume: strict(['sizeGb'], { sizeGb: intRange(1, 16384) }),
  attachVolume: strict(['instanceId'], { instanceId: str(1) }),
  reserveIp: strict(['regionId'], { regionId: str(1) }),
  assignReservedIp: strict(['instanceId'], { instanceId: str(1) }),
  createVpc: strict(['name', 'regionId', 'ipRange'], {
    name: str(1, 63),
    regionId: str(1),
    ipRange: { type: 'string', pattern: '^[0-9]{1,3}(\\.[0-9]{1,3}){3}/[0-9]{1,2}$' },
  }),
  addVpcMember: strict(['instanceId'], { instanceId: str(1) }),
  createApiKey: strict(['name', 'scope', 'expiresInDays'], {
    name: str(1, 64),
    scope: { type: 'string', enum: ['read', 'full'] },
    expiresInDays: { type: ['integer', 'null'], minimum: 1, maximum: 730 },
  }),
  createPayment: strict(['amountCents', 'paymentMethodId'], {
    amountCents: intRange(500, 1000000),
    paymentMethodId: str(1),
  }),
  createTicket: strict(['subject', 'message'], {
    subject: str(3, 200),
    message: str(1, 10000),
    instanceId: nullableString,
  }),
  replyTicket: strict(['body'], { body: str(1, 10000) }),
  createBackup: strict(['instanceId'], { instanceId: str(1) }),
  createAlertPolicy: strict(['name', 'metric', 'thresholdPercent', 'durationMinutes'], {
    name: str(1, 80),
    metric: { type: 'string', enum: ['cpu', 'memory', 'disk'] },
    thresholdPercent: intRange(1, 100),
    durationMinutes: intRange(1, 1440),
    instanceId: nullableString,
    enabled: { type: 'boolean', default: true },
  }),
  updateAlertPolicy: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      name: str(1, 80),
      thresholdPercent: intRange(1, 100),
      durationMinutes: intRange(1, 1440),
      instanceId: nullableString,
      enabled: { type: 'boolean' },
    },
  },
  createWebhookEndpoint: strict(['url', 'events'], {
    url: { type: 'string', maxLength: 2048 },
    description: { type: 'string', maxLength: 200 },
    events,
  }),
  updateWebhookEndpoint: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      url: { type: 'string', maxLength: 2048 },
      description: { type: 'string', maxLength: 200 },
      events,
    },
  },
} satisfies Record<string, Schema>;

export type BodyName = keyof typeof BODIES;
