import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { SmallTable } from '@/components/table/small-table';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatDate, formatRelative } from '@/lib/format';
import { isExpired } from '../expiry';
import { useNow } from '@/lib/use-countdown';
import type { ApiKey } from '../queries';
import { KeyExpiryCell } from './key-expiry-cell';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

// The service's clock may run a little ahead of this browser's: "in 2 seconds" would read oddly.
function lastUsed(iso: string, now: number): string {
  return new Date(iso).getTime() >= now - 60_000 ? 'just now' : formatRelative(iso, now);
}

const SCOPE_WORDS = { read: 'Read (view only)', full: 'Full (view and change)' } as const;

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
    <SmallTable
      label="API keys of this account (tokens are never shown)"
      rows={rows}
      getRowId={(key) => key.id}
      rowTestId="api-key-row"
      columns={[
        {
          header: 'Name',
          rowHeader: true,
          cell: (key) => (
            <>
              <UserText>{key.name}</UserText>
              {key.id === ownKeyId ? (
                <span className="ms-2 rounded border border-accent px-1.5 py-0.5 text-xs font-normal whitespace-nowrap text-accent">this session</span>
              ) : null}
            </>
          ),
          phoneExtra: (key) => (
            <>
              <code>{shown(key.prefix, 'word')}</code> · <EnumLabel labels={SCOPE_WORDS} value={key.scope} /> · <KeyExpiryCell apiKey={key} now={now} /> ·{' '}
              {key.lastUsedAt ? `last used ${lastUsed(key.lastUsedAt, now)}` : 'never used'}
            </>
          ),
        },
        { header: 'Prefix', wideOnly: true, cell: (key) => <CopyText value={key.prefix} label={`prefix ${key.prefix}`} mask="word" /> },
        { header: 'Scope', wideOnly: true, cell: (key) => <EnumLabel labels={SCOPE_WORDS} value={key.scope} /> },
        { header: 'Created', wideOnly: true, className: 'whitespace-nowrap', cell: (key) => formatDate(key.createdAt) },
        { header: 'Expiry', wideOnly: true, className: 'whitespace-nowrap', cell: (key) => <KeyExpiryCell apiKey={key} now={now} /> },
        {
          header: 'Last used',
          wideOnly: true,
          className: 'whitespace-nowrap',
          cell: (key) => (key.lastUsedAt ? lastUsed(key.lastUsedAt, now) : <span className="text-muted">Never used</span>),
        },
        {
          header: 'Actions',
          cell: (key) => {
            const expired = isExpired(key, now);
            return (
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
            );
          },
        },
      ]}
    />
  );
}
