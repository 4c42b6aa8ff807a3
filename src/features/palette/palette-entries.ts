import type { components } from '@/api/schema.gen';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { MASKED_WORD } from '@/lib/presentation';

type Schemas = components['schemas'];

export type PaletteGroup = 'Instances' | 'Volumes' | 'Reserved IPs' | 'VPCs' | 'API keys' | 'Pages' | 'Actions';

export interface PaletteEntry {
  /** Unique across the palette; also used in element ids. */
  id: string;
  group: PaletteGroup;
  label: string;
  detail?: string;
  /** What presentation mode shows instead of `detail`, when masking its IPs and e-mails is not enough. */
  maskedDetail?: string;
  /** In-app address the entry opens. */
  href: string;
  /** What the typed text is matched against (name, ID, IP, keywords). */
  terms: readonly string[];
}

export const PAGE_ENTRIES: readonly PaletteEntry[] = NAV_ITEMS.map((item) => ({
  id: `page-${item.key}`,
  group: 'Pages',
  label: item.label,
  detail: 'Page',
  href: item.to,
  terms: [item.label, item.to],
}));

export const PRESENTATION_ENTRY_ID = 'action-presentation';

export const ACTION_ENTRIES: readonly PaletteEntry[] = [
  { id: 'action-deploy', label: 'Deploy an instance', href: '/instances/deploy', terms: ['deploy', 'new instance', 'create instance', 'new server'] },
  { id: 'action-create-key', label: 'Create an API key', href: '/api-keys', terms: ['create key', 'new key', 'create api key'] },
  { id: 'action-replace-key', label: 'Replace an API key', href: '/api-keys/replace', terms: ['replace key', 'rotate key'] },
  { id: 'action-add-funds', label: 'Add funds', href: '/wallet', terms: ['add funds', 'top up', 'topup', 'pay'] },
  { id: 'action-open-ticket', label: 'Open a support ticket', href: '/tickets/new', terms: ['open ticket', 'new ticket', 'support', 'help'] },
  // Not a page: the palette switches it (PRESENTATION_ENTRY_ID) and stays where it is.
  { id: PRESENTATION_ENTRY_ID, label: 'Presentation mode on or off', href: '#presentation', terms: ['presentation mode', 'present', 'screen share', 'mask', 'hide', 'demo'] },
  { id: 'action-preferences', label: 'Preferences', href: '/preferences', terms: ['settings', 'time zone', 'utc', 'date format', 'density', 'page size', 'reduce motion'] },
].map((action) => ({ ...action, group: 'Actions' as const, detail: 'Action', terms: [action.label, ...action.terms] }));

const path = (segment: string, id: string) => `/${segment}/${encodeURIComponent(id)}`;

export function instanceEntries(items: readonly Schemas['Instance'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `instance-${item.id}`,
    group: 'Instances',
    label: item.name,
    detail: [item.ipAddress || 'no IP yet', item.status].join(' · '),
    href: path('instances', item.id),
    terms: [item.name, item.id, item.ipAddress],
  }));
}

export function volumeEntries(items: readonly Schemas['Volume'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `volume-${item.id}`,
    group: 'Volumes',
    label: item.name,
    detail: `${item.sizeGb} GB · ${item.regionId}${item.instanceId ? ' · attached' : ''}`,
    href: path('volumes', item.id),
    terms: [item.name, item.id],
  }));
}

export function reservedIpEntries(items: readonly Schemas['ReservedIp'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `reserved-ip-${item.id}`,
    group: 'Reserved IPs',
    label: item.ipAddress,
    detail: `${item.regionId} · ${item.instanceId ? 'assigned' : 'unassigned'}`,
    href: path('reserved-ips', item.id),
    terms: [item.ipAddress, item.id],
  }));
}

export function vpcEntries(items: readonly Schemas['Vpc'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `vpc-${item.id}`,
    group: 'VPCs',
    label: item.name,
    detail: `${item.ipRange} · ${item.regionId}`,
    href: path('vpcs', item.id),
    terms: [item.name, item.id, item.ipRange],
  }));
}

export function apiKeyEntries(items: readonly Schemas['ApiKey'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `key-${item.id}`,
    group: 'API keys',
    label: item.name,
    detail: `${item.prefix}… · ${item.scope}`,
    maskedDetail: `${MASKED_WORD}… · ${item.scope}`,
    // The keys page has no filter in its address; the list is short enough to spot the key.
    href: '/api-keys',
    terms: [item.name, item.id, item.prefix],
  }));
}
