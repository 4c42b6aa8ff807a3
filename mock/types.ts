// API shapes come from the contract's generated types; records are the mock's stored rows.
import type { components } from '../src/api/schema.gen';

type S = components['schemas'];
export type Instance = S['Instance'];
export type InstanceStatus = S['InstanceStatus'];
export type Plan = S['Plan'];
export type Region = S['Region'];
export type OsImage = S['OsImage'];
export type Volume = S['Volume'];
export type ReservedIp = S['ReservedIp'];
export type Vpc = S['Vpc'];
export type ApiKey = S['ApiKey'];
export type ApiKeyScope = S['ApiKeyScope'];
export type Transaction = S['Transaction'];
export type TransactionType = S['TransactionType'];
export type TransactionCategory = S['TransactionCategory'];
export type WalletSummary = S['WalletSummary'];
export type PaymentMethod = S['PaymentMethod'];
export type Ticket = S['Ticket'];
export type TicketStatus = S['TicketStatus'];
export type TicketDetail = S['TicketDetail'];
export type Backup = S['Backup'];
export type BackupServer = S['BackupServer'];
export type MonitoredServer = S['MonitoredServer'];
export type MetricsHistory = S['MetricsHistory'];
export type MetricsPoint = S['MetricsPoint'];
export type AlertPolicy = S['AlertPolicy'];
export type WebhookEvent = S['WebhookEvent'];
export type WebhookEventType = S['WebhookEventType'];
export type WebhookEndpoint = S['WebhookEndpoint'];
export type WebhookDelivery = S['WebhookDelivery'];

export type Service = 'compute' | 'storage' | 'network' | 'backups';

export interface AccountRec {
  id: string;
  name: string;
  email: string;
  balanceCents: number;
  /** Suspended by the zero-balance billing lock: every key answers 401 until a top-up. */
  locked: boolean;
}

export interface KeyRec {
  id: string;
  accountId: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  /** `member`: a team member's key acting on this account (may not create or revoke keys). */
  role: 'owner' | 'member';
  digest: string;
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
}

export interface InstanceRec {
  id: string;
  accountId: string;
  name: string;
  status: InstanceStatus;
  planId: string;
  regionId: string;
  osImageId: string;
  ipAddress: string;
  createdAt: number;
  /** When a stopped or destroyed server last stopped running: it reports no metrics after it. */
  stoppedAt?: number;
}

export interface VolumeRec {
  id: string;
  accountId: string;
  name: string;
  sizeGb: number;
  regionId: string;
  instanceId: string | null;
  createdAt: number;
}

export interface ReservedIpRec {
  id: string;
  accountId: string;
  ipAddress: string;
  regionId: string;
  instanceId: string | null;
  createdAt: number;
}

export interface VpcRec {
  id: string;
  accountId: string;
  name: string;
  regionId: string;
  ipRange: string;
  instanceIds: string[];
  createdAt: number;
}

export interface TxRec {
  id: string;
  accountId: string;
  type: TransactionType;
  category: TransactionCategory;
  amountCents: number;
  description: string;
  instanceId: string | null;
  /** What a debit paid for (the summary's split by service); null for credits. */
  service: Service | null;
  at: number;
}

export interface MessageRec {
  id: string;
  author: 'customer' | 'support';
  body: string;
  at: number;
}

export interface TicketRec {
  id: string;
  accountId: string;
  subject: string;
  status: TicketStatus;
  instanceId: string | null;
  createdAt: number;
  updatedAt: number;
  /** Seeded conversations are generated on first read; then stored here. */
  messages: MessageRec[] | null;
  messageCount: number;
}

export interface BackupRec {
  id: string;
  accountId: string;
  instanceId: string;
  instanceName: string;
  serverId: string;
  type: 'auto' | 'manual';
  status: 'pending' | 'completed' | 'failed';
  sizeGb: number;
  createdAt: number;
}

export interface BackupServerRec {
  id: string;
  accountId: string;
  name: string;
  regionId: string;
  capacityGb: number;
}

export interface AlertPolicyRec extends Omit<AlertPolicy, 'notify'> {
  accountId: string;
}

/** How a simulated receiver answers (the mock never calls the URL). */
export type Receiver = 'ok' | 'error' | 'timeout';

export interface EndpointRec {
  id: string;
  accountId: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  status: 'active' | 'failing' | 'disabled';
  consecutiveFailures: number;
  disabledAt: number | null;
  secret: string;
  receiver: Receiver;
  createdAt: number;
}

/** A delivery as the contract describes it, but its time as a number and its signature maybe not yet computed. */
export interface DeliveryRec extends Omit<S['WebhookDelivery'], 'signature' | 'createdAt'> {
  /** Computed with Web Crypto on first read (seeded rows) or at once (new rows). */
  signature: string | null;
  at: number;
}

export interface PaymentMethodRec extends PaymentMethod {
  accountId: string;
}
