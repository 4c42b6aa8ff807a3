import { msg, t } from '@lingui/core/macro';
import '@/lib/zod-csp';
import { z } from 'zod/mini';
import { atMost } from '@/lib/length-limit';
import { boundErrors } from '@/components/openapi-form/field-bounds';
import type { BoundsInForce } from '@/lib/openapi/bounds';
import { formatDate } from '@/lib/format';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKeyCreate, ApiKeyScope } from './queries';

export const EXPIRY_CHOICES = [
  { value: '30', label: msg`30 days` },
  { value: '90', label: msg`90 days` },
  { value: '365', label: msg`365 days` },
  { value: 'never', label: msg`Never` },
  { value: 'custom', label: msg`Custom` },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** Labels as messages (`msg`), read in the chosen language where they are drawn. */
export const SCOPE_CHOICES: ReadonlyArray<{
  value: ApiKeyScope;
  label: MessageDescriptor;
  allows: MessageDescriptor;
}> = [
  {
    value: 'read',
    label: msg({ message: 'Read', context: 'key scope' }),
    allows: msg`Can view everything on the account and change nothing. Every write is refused (403 read_only_key). Good for dashboards, monitoring and exports.`,
  },
  {
    value: 'full',
    label: msg({ message: 'Full', context: 'key scope' }),
    allows: msg`Can view and change everything the account can: deploy and destroy servers, spend from the wallet, create and revoke keys.`,
  },
];

export const MAX_NAME = 64;
export const MAX_DAYS = 730;

/** Our contract's bounds of the create's body (ApiKeyCreate), which the live document may tighten. */
export const KEY_BOUNDS = {
  name: { minLength: 1, maxLength: MAX_NAME },
  scope: { values: ['read', 'full'] },
  expiresInDays: { minimum: 1, maximum: MAX_DAYS },
};
type KeyBounds = Readonly<Record<keyof typeof KEY_BOUNDS, BoundsInForce>>;

export interface CreateKeyValues {
  name: string;
  scope: ApiKeyScope;
  expiry: ExpiryChoice;
  customDays: string;
}

export const INITIAL_VALUES: CreateKeyValues = {
  name: '',
  scope: 'read',
  expiry: '90',
  customDays: '',
};

export const nameSchema = z.string().check(
  z.trim(),
  // Words read when the form is checked, in the language of the moment.
  z.minLength(1, { error: () => t`Give the key a name, for example what will use it.` }),
  z.maxLength(MAX_NAME, atMost(MAX_NAME)),
);

const schema = z
  .object({
    name: nameSchema,
    scope: z.enum(['read', 'full']),
    expiry: z.enum(['30', '90', '365', 'never', 'custom']),
    customDays: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.expiry !== 'custom') return;
      const days = Number(values.customDays);
      if (!/^\d+$/.test(values.customDays) || days < 1 || days > MAX_DAYS) {
        const most = MAX_DAYS;
        ctx.addIssue({
          code: 'custom',
          path: ['customDays'],
          message: t`Enter a whole number of days from 1 to ${most}.`,
        });
      }
    }),
  );

export type CreateKeyErrors = Partial<Record<'name' | 'scope' | 'expiry' | 'customDays', string>>;

/**
 * The form's values as the request body, or the message of each field that is wrong: our
 * contract's rules, then the bounds in force (`bounds`: the live document's where it states
 * tighter ones), so nothing the service's document refuses is sent.
 */
export function parseCreateKeyForm(
  values: CreateKeyValues,
  bounds?: KeyBounds,
): { body: ApiKeyCreate; errors?: never } | { body?: never; errors: CreateKeyErrors } {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: CreateKeyErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'customDays') && !errors[field])
        errors[field] = issue.message;
    }
    return { errors };
  }
  const { name, scope, expiry, customDays } = parsed.data;
  const expiresInDays =
    expiry === 'never' ? null : Number(expiry === 'custom' ? customDays : expiry);
  const body = { name, scope, expiresInDays };
  const outside = bounds ? boundErrors(bounds, body) : {};
  if (Object.keys(outside).length === 0) return { body };
  // A length of days is typed under "Custom", else chosen among the expiry's choices.
  const days = outside.expiresInDays;
  return {
    errors: {
      name: outside.name,
      scope: outside.scope,
      ...(expiry === 'custom' ? { customDays: days } : { expiry: days }),
    },
  };
}

/** "Expires on 12 Jun 2026" for the chosen length, from today. */
export function expiryPreview(days: number | null, now = Date.now()): string {
  if (days === null) return t`The key stays valid until it is revoked.`;
  const date = formatDate(new Date(now + days * 86_400_000).toISOString());
  return t`The key stops working on ${date}.`;
}
