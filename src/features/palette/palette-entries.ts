import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '@/api/schema.gen';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { MASKED_WORD } from '@/lib/presentation/presentation';
import { instanceStatusWord } from '@/lib/wording/instance-status';

type Schemas = components['schemas'];

/** A group's key (stable, in English); GROUP_NAMES gives its words. */
export type PaletteGroup =
  'Instances' | 'Volumes' | 'Reserved IPs' | 'VPCs' | 'API keys' | 'Pages' | 'Actions';

/** Each group's heading, rendered with the catalogue. */
export const GROUP_NAMES: Readonly<Record<PaletteGroup, MessageDescriptor>> = {
  Instances: msg`Instances`,
  Volumes: msg`Volumes`,
  'Reserved IPs': msg`Reserved IPs`,
  VPCs: msg`VPCs`,
  'API keys': msg`API keys`,
  Pages: msg`Pages`,
  Actions: msg`Actions`,
};

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

/** The console's pages, in the chosen language. */
export function pageEntries(): PaletteEntry[] {
  return NAV_ITEMS.map((item) => {
    const label = i18n._(item.label);
    return {
      id: `page-${item.key}`,
      group: 'Pages',
      label,
      detail: t`Page`,
      href: item.to,
      terms: [label, item.to],
    };
  });
}

export const PRESENTATION_ENTRY_ID = 'action-presentation';

const ACTIONS: ReadonlyArray<{
  id: string;
  label: MessageDescriptor;
  href: string;
  terms: MessageDescriptor;
}> = [
  {
    id: 'action-deploy',
    label: msg`Deploy an instance`,
    href: '/instances/deploy',
    terms: msg({
      message: 'deploy, new instance, create instance, new server',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  {
    id: 'action-create-key',
    label: msg`Create an API key`,
    href: '/api-keys',
    terms: msg({
      message: 'create key, new key, create api key',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  {
    id: 'action-replace-key',
    label: msg`Replace an API key`,
    href: '/api-keys/replace',
    terms: msg({
      message: 'replace key, rotate key',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  {
    id: 'action-add-funds',
    label: msg`Add funds`,
    href: '/wallet',
    terms: msg({
      message: 'add funds, top up, topup, pay',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  {
    id: 'action-open-ticket',
    label: msg`Open a support ticket`,
    href: '/tickets/new',
    terms: msg({
      message: 'open ticket, new ticket, support, help',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  {
    id: 'action-compatibility',
    label: msg`Compatibility report`,
    href: '/explorer?view=compatibility',
    terms: msg({
      message: 'compatibility, drift, differences, live document, api diff, openapi',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  // Not a page: the palette switches it (PRESENTATION_ENTRY_ID) and stays where it is.
  {
    id: PRESENTATION_ENTRY_ID,
    label: msg`Presentation mode on or off`,
    href: '#presentation',
    terms: msg({
      message: 'presentation mode, present, screen share, mask, hide, demo',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
  {
    id: 'action-preferences',
    label: msg`Preferences`,
    href: '/preferences',
    terms: msg({
      message: 'settings, time zone, utc, date format, density, page size, reduce motion',
      comment: 'Words the action is also found by, comma-separated',
    }),
  },
];

/** What the palette can do, in the chosen language. */
export function actionEntries(): PaletteEntry[] {
  return ACTIONS.map((action) => {
    const label = i18n._(action.label);
    const terms = i18n
      ._(action.terms)
      .split(',')
      .map((term) => term.trim())
      .filter(Boolean);
    return {
      id: action.id,
      group: 'Actions',
      label,
      detail: t`Action`,
      href: action.href,
      terms: [label, ...terms],
    };
  });
}

const path = (segment: string, id: string) => `/${segment}/${encodeURIComponent(id)}`;

export function instanceEntries(items: readonly Schemas['Instance'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `instance-${item.id}`,
    group: 'Instances',
    label: item.name,
    detail: [item.ipAddress || t`no IP yet`, instanceStatusWord(item.status)].join(' · '),
    href: path('instances', item.id),
    // A server without an address yet may come with null (the checked list reads it as absent).
    terms: [item.name, item.id, ...(item.ipAddress ? [item.ipAddress] : [])],
  }));
}

export function volumeEntries(items: readonly Schemas['Volume'][]): PaletteEntry[] {
  return items.map((item) => {
    const size = formatNumber(item.sizeGb);
    return {
      id: `volume-${item.id}`,
      group: 'Volumes',
      label: item.name,
      detail: [t`${size} GB`, item.regionId, ...(item.instanceId ? [t`attached`] : [])].join(' · '),
      href: path('volumes', item.id),
      terms: [item.name, item.id],
    };
  });
}

export function reservedIpEntries(items: readonly Schemas['ReservedIp'][]): PaletteEntry[] {
  return items.map((item) => ({
    id: `reserved-ip-${item.id}`,
    group: 'Reserved IPs',
    label: item.ipAddress,
    detail: `${item.regionId} · ${item.instanceId ? t`assigned` : t`unassigned`}`,
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

/** A key's scope in words ("read", "full"). */
function scopeWord(scope: string): string {
  if (scope === 'read') return t({ message: 'read', context: 'API key scope' });
  if (scope === 'full') return t({ message: 'full', context: 'API key scope' });
  return scope;
}

export function apiKeyEntries(items: readonly Schemas['ApiKey'][]): PaletteEntry[] {
  return items.map((item) => {
    const scope = scopeWord(item.scope);
    return {
      id: `key-${item.id}`,
      group: 'API keys',
      label: item.name,
      detail: `${item.prefix}… · ${scope}`,
      maskedDetail: `${MASKED_WORD}… · ${scope}`,
      // The keys page has no filter in its address; the list is short enough to spot the key.
      href: '/api-keys',
      terms: [item.name, item.id, item.prefix],
    };
  });
}
