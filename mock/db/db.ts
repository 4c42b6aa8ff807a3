// The in-memory store. Rows of every account live side by side, each carrying its accountId.
import type {
  AccountRec,
  AlertPolicyRec,
  BackupRec,
  BackupServerRec,
  DeliveryRec,
  EndpointRec,
  InstanceRec,
  KeyRec,
  OsImage,
  PaymentMethodRec,
  Plan,
  Region,
  ReservedIpRec,
  MessageRec,
  TicketRec,
  TxRec,
  VolumeRec,
  VpcRec,
} from '../types';

export interface Db {
  /** The time the seed was built against; seeded timestamps are relative to it. */
  anchor: number;
  seed: number;
  accounts: Map<string, AccountRec>;
  keys: Map<string, KeyRec>;
  /** token digest -> key id */
  keyByDigest: Map<string, string>;
  plans: Plan[];
  regions: Region[];
  osImages: OsImage[];
  instances: Map<string, InstanceRec>;
  volumes: Map<string, VolumeRec>;
  reservedIps: Map<string, ReservedIpRec>;
  vpcs: Map<string, VpcRec>;
  /** Oldest first; new rows are appended. */
  transactions: TxRec[];
  paymentMethods: Map<string, PaymentMethodRec>;
  tickets: Map<string, TicketRec>;
  /** Oldest first (insertion order). */
  backups: Map<string, BackupRec>;
  backupServers: Map<string, BackupServerRec>;
  alertPolicies: Map<string, AlertPolicyRec>;
  endpoints: Map<string, EndpointRec>;
  /** endpoint id -> deliveries, newest first, at most 50. */
  deliveries: Map<string, DeliveryRec[]>;
  /** region id -> next public address index */
  ipCursor: Map<string, number>;
  /** region id -> the first two octets of its public addresses (the seed's catalogue). */
  ipBase: Map<string, string>;
  /**
   * The conversation of a ticket that has none stored yet, made on its first read so a large seed
   * stays quick to build (the seed's; a ticket created later always has its messages).
   */
  conversation: (ticket: TicketRec) => MessageRec[];
}

export function emptyDb(seed: number, anchor: number): Db {
  return {
    anchor,
    seed,
    accounts: new Map(),
    keys: new Map(),
    keyByDigest: new Map(),
    plans: [],
    regions: [],
    osImages: [],
    instances: new Map(),
    volumes: new Map(),
    reservedIps: new Map(),
    vpcs: new Map(),
    transactions: [],
    paymentMethods: new Map(),
    tickets: new Map(),
    backups: new Map(),
    backupServers: new Map(),
    alertPolicies: new Map(),
    endpoints: new Map(),
    deliveries: new Map(),
    ipCursor: new Map(),
    ipBase: new Map(),
    conversation: () => [],
  };
}

/** Rows of one account, in stored order. */
export function owned<T extends { accountId: string }>(rows: Iterable<T>, accountId: string): T[] {
  const out: T[] = [];
  for (const row of rows) if (row.accountId === accountId) out.push(row);
  return out;
}
