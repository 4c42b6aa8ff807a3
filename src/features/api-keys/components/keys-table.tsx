import { useLingui } from '@lingui/react/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { SmallTable } from '@/components/table/small-table';
import { EmptyState } from '@/components/table/empty-state';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatDate, formatRelative } from '@/lib/format';
import { isExpired } from '../expiry';
import { useNow } from '@/lib/hooks/use-countdown';
import type { ApiKey } from '../queries';
import { KeyExpiryCell } from './key-expiry-cell';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

// The service's clock may run a little ahead of this browser's: "in 2 seconds" would read oddly.
function lastUsed(iso: string, now: number, justNow: string): string {
  return new Date(iso).getTime() >= now - 60_000 ? justNow : formatRelative(iso, now);
}

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
  const { t } = useLingui();
  const now = useNow();
  const justNow = t`just now`;
  const scopeWords = { read: t`Read (view only)`, full: t`Full (view and change)` };
  const rows = [...keys].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  if (rows.length === 0)
    // The same empty state as the other lists; "Create key" is the page's own button above.
    return (
      <div className="rounded-lg border border-border bg-surface p-6 text-sm text-muted">
        <EmptyState
          title={t`This account has no API keys`}
          purpose={t`A key lets a script or this console act on the account: a read key views, a full key also changes. Create one with Create key above; its token is shown once.`}
        />
      </div>
    );
  return (
    <SmallTable
      label={t`API keys of this account (tokens are never shown)`}
      rows={rows}
      getRowId={(key) => key.id}
      rowTestId="api-key-row"
      columns={[
        {
          header: t`Name`,
          rowHeader: true,
          cell: (key) => (
            <>
              <UserText>{key.name}</UserText>
              {key.id === ownKeyId ? (
                <span className="ms-2 rounded border border-accent px-1.5 py-0.5 text-xs font-normal whitespace-nowrap text-accent">{t`this session`}</span>
              ) : null}
            </>
          ),
          phoneExtra: (key) => {
            const used = key.lastUsedAt ? lastUsed(key.lastUsedAt, now, justNow) : null;
            return (
              <>
                <code>{shown(key.prefix, 'word')}</code> ·{' '}
                <EnumLabel labels={scopeWords} value={key.scope} /> ·{' '}
                <KeyExpiryCell apiKey={key} now={now} /> ·{' '}
                {used ? t`last used ${used}` : t`never used`}
              </>
            );
          },
        },
        {
          header: t`Prefix`,
          wideOnly: true,
          cell: (key) => {
            const prefix = key.prefix;
            return <CopyText value={prefix} label={t`prefix ${prefix}`} mask="word" />;
          },
        },
        {
          header: t`Scope`,
          wideOnly: true,
          cell: (key) => <EnumLabel labels={scopeWords} value={key.scope} />,
        },
        {
          header: t`Created`,
          wideOnly: true,
          className: 'whitespace-nowrap',
          cell: (key) => formatDate(key.createdAt),
        },
        {
          header: t`Expiry`,
          wideOnly: true,
          className: 'whitespace-nowrap',
          cell: (key) => <KeyExpiryCell apiKey={key} now={now} />,
        },
        {
          header: t`Last used`,
          wideOnly: true,
          className: 'whitespace-nowrap',
          cell: (key) =>
            key.lastUsedAt ? (
              lastUsed(key.lastUsedAt, now, justNow)
            ) : (
              <span className="text-muted">{t`Never used`}</span>
            ),
        },
        {
          header: t`Actions`,
          cell: (key) => {
            const expired = isExpired(key, now);
            const name = key.name;
            return (
              <div className="flex flex-wrap justify-end gap-2">
                <PendingDelete target={`/api-keys/${key.id}`} name={name} />
                {canWrite && !expired ? (
                  <Link
                    to="/api-keys/replace"
                    search={{ key: key.id }}
                    className="rounded-md border border-border px-2.5 py-1 text-sm font-medium whitespace-nowrap hover:bg-surface-2"
                    aria-label={t`Replace ${name}`}
                  >
                    {t`Replace`}
                  </Link>
                ) : (
                  <Button
                    size="sm"
                    disabled
                    disabledReason={
                      expired
                        ? t`An expired key no longer works; create a new key instead.`
                        : writeReason
                    }
                    aria-label={t`Replace ${name}`}
                  >
                    {t`Replace`}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="danger"
                  disabled={!canWrite}
                  disabledReason={writeReason}
                  onClick={() => onRevoke(key)}
                  aria-label={t`Revoke ${name}`}
                >
                  {t`Revoke`}
                </Button>
              </div>
            );
          },
        },
      ]}
    />
  );
}
