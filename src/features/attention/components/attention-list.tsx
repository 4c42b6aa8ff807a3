/**
 * The attention items as a list, for the top bar's panel and the page: each names what happened
 * and links to its resource (following the link marks it read), says when, and can be marked read.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRelative } from '@/lib/format';
import { usePresenting } from '@/lib/presentation/presentation';
import { itemTitle, kindLabel } from '../item-words';
import type { AttentionItem, ResourceRef } from '../items';
import { attentionStore } from '../store';

const LINK = 'font-medium text-accent underline-offset-2 hover:underline';

/** A link to the item's resource: its own page when it has one, else its list. */
function ResourceLink({
  resource,
  children,
  onFollow,
}: {
  resource: ResourceRef;
  children: ReactNode;
  onFollow: () => void;
}) {
  const id = resource.id;
  const common = { className: LINK, onClick: onFollow };
  switch (resource.type) {
    case 'instance':
      return id ? (
        <Link to="/instances/$instanceId" params={{ instanceId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/instances" {...common}>
          {children}
        </Link>
      );
    case 'volume':
      return id ? (
        <Link to="/volumes/$volumeId" params={{ volumeId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/volumes" {...common}>
          {children}
        </Link>
      );
    case 'reserved-ip':
      return id ? (
        <Link to="/reserved-ips/$reservedIpId" params={{ reservedIpId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/reserved-ips" {...common}>
          {children}
        </Link>
      );
    case 'vpc':
      return id ? (
        <Link to="/vpcs/$vpcId" params={{ vpcId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/vpcs" {...common}>
          {children}
        </Link>
      );
    case 'backup':
      return id ? (
        <Link to="/backups/$backupId" params={{ backupId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/backups" {...common}>
          {children}
        </Link>
      );
    case 'ticket':
      return id ? (
        <Link to="/tickets/$ticketId" params={{ ticketId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/tickets" {...common}>
          {children}
        </Link>
      );
    case 'webhook':
      return id ? (
        <Link to="/webhooks/$endpointId" params={{ endpointId: id }} {...common}>
          {children}
        </Link>
      ) : (
        <Link to="/webhooks" {...common}>
          {children}
        </Link>
      );
    case 'api-key':
      return (
        <Link to="/api-keys" {...common}>
          {children}
        </Link>
      );
    case 'wallet':
      return (
        <Link to="/wallet" {...common}>
          {children}
        </Link>
      );
    case 'alert':
      return (
        <Link to="/alerts" {...common}>
          {children}
        </Link>
      );
    case 'other':
      return <span className="font-medium">{children}</span>;
  }
}

export function AttentionList({
  items,
  onFollow,
}: {
  items: readonly AttentionItem[];
  /** Called after a link is followed (the panel closes). */
  onFollow?: () => void;
}) {
  const { t } = useLingui();
  // The names are masked while presenting: the words follow the switch at once.
  usePresenting();
  return (
    <ul className="divide-y divide-border" data-testid="attention-list">
      {items.map((item) => {
        const iso = new Date(item.at).toISOString();
        const title = itemTitle(item);
        return (
          // The words keep at least 16rem: where the row is narrower (a phone, the panel), Mark
          // read goes below them instead of taking a column of its own from the words.
          <li
            key={item.id}
            className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5"
            data-read={item.read}
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-accent'}`}
            />
            <div className="min-w-[min(16rem,100%)] flex-1 basis-0">
              <p className="break-words">
                {item.read ? null : <span className="sr-only">{t`New:`} </span>}
                <ResourceLink
                  resource={item.resource}
                  onFollow={() => {
                    attentionStore.markRead([item.id]);
                    onFollow?.();
                  }}
                >
                  {itemTitle(item)}
                </ResourceLink>
              </p>
              <p className="text-xs text-muted">
                {kindLabel(item.kind)}
                {item.code ? (
                  <>
                    {' '}
                    · <code>{item.code}</code>
                  </>
                ) : null}
                {' · '}
                <time dateTime={iso} title={formatDateTime(iso)}>
                  {formatRelative(iso)}
                </time>
                {item.ended ? <> · {t`no longer the case`}</> : null}
              </p>
            </div>
            {item.read ? null : (
              <Button
                size="sm"
                variant="ghost"
                className="ms-5 shrink-0"
                onClick={() => attentionStore.markRead([item.id])}
                aria-label={t`Mark read: ${title}`}
              >
                {t`Mark read`}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
