import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CopyText } from '@/components/ui/copy-button';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatDate, formatRelative } from '@/lib/format';
import { isExpired } from '../expiry';
import { useNow } from '@/lib/use-countdown';
import type { ApiKey } from '../queries';
import { KeyExpiryCell } from './key-expiry-cell';
import { UserText } from '@/components/ui/user-text';

// The service's clock may run a little ahead of this browser's: "in 2 seconds" would read oddly.
function lastUsed(iso: string, now: number): string {
  return new Date(iso).getTime() >= now - 60_000 ? 'just now' : formatRelative(iso, now);
}

const SCOPE_WORDS = { read: 'Read (view only)', full: 'Full (view and change)' } as const;
// Columns left out below 768 px; the name cell repeats their facts there.
const WIDE_ONLY = 'hidden md:table-cell';

export function KeysTable({
  keys,
  ownKeyId,
  canWrite,
  writeReason,
  onRevoke,
}: {
  keys: ApiKey[];
  ownKeyId: string | null;
  canWrite: boolean;
  writeReason: string | undefined;
  onRevoke: (key: ApiKey) => void;
}) {
  const now = useNow();
  const rows = [...keys].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  if (rows.length === 0) return <p className="py-6 text-sm text-muted">This account has no API keys.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">API keys of this account (tokens are never shown)</caption>
        <thead className="bg-surface-2 text-xs text-muted uppercase">
          <tr>
            {['Name', 'Prefix', 'Scope', 'Created', 'Expiry', 'Last used', 'Actions'].map((label) => (
              <th key={label} scope="col" className={cn('px-3 py-2 font-medium', label !== 'Name' && label !== 'Actions' && WIDE_ONLY)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((key) => {
            const own = key.id === ownKeyId;
            const expired = isExpired(key, now);
            return (
              <tr key={key.id} className="border-t border-border align-top" data-testid="api-key-row">
                <th scope="row" className="px-3 py-2 font-medium">
                  <UserText>{key.name}</UserText>
                  {own ? (
                    <span className="ml-2 rounded border border-accent px-1.5 py-0.5 text-xs font-normal whitespace-nowrap text-accent">this session</span>
                  ) : null}
                  {/* On a phone the other columns give way to the actions; their facts stay, under the name. */}
                  <span className="mt-1 block text-xs font-normal text-muted md:hidden">
                    <code>{key.prefix}</code> · <EnumLabel labels={SCOPE_WORDS} value={key.scope} /> · <KeyExpiryCell apiKey={key} now={now} /> ·{' '}
                    {key.lastUsedAt ? `last used ${lastUsed(key.lastUsedAt, now)}` : 'never used'}
                  </span>
                </th>
                <td className={cn('px-3 py-2', WIDE_ONLY)}>
                  <CopyText value={key.prefix} label={`prefix ${key.prefix}`} />
                </td>
                <td className={cn('px-3 py-2', WIDE_ONLY)}>
                  <EnumLabel labels={SCOPE_WORDS} value={key.scope} />
                </td>
                <td className={cn('px-3 py-2 whitespace-nowrap', WIDE_ONLY)}>{formatDate(key.createdAt)}</td>
                <td className={cn('px-3 py-2 whitespace-nowrap', WIDE_ONLY)}>
                  <KeyExpiryCell apiKey={key} now={now} />
                </td>
                <td className={cn('px-3 py-2 whitespace-nowrap', WIDE_ONLY)}>{key.lastUsedAt ? lastUsed(key.lastUsedAt, now) : <span className="text-muted">Never used</span>}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    {canWrite && !expired ? (
                      <Link
                        to="/api-keys/replace"
                        search={{ key: key.id }}
                        className="rounded-md border border-border px-2.5 py-1 text-sm font-medium whitespace-nowrap hover:bg-surface-2"
                        aria-label={`Replace ${key.name}`}
                      >
                        Replace
                      </Link>
                    ) : (
                      <Button size="sm" disabled disabledReason={expired ? 'An expired key no longer works; create a new key instead.' : writeReason} aria-label={`Replace ${key.name}`}>
                        Replace
                      </Button>
                    )}
                    <Button size="sm" variant="danger" disabled={!canWrite} disabledReason={writeReason} onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
