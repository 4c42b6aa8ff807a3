import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { describeError } from '@/lib/wording/describe-error';
import { HeldReads } from '@/components/layout/budget-meter';
import { CopyText } from '@/components/ui/copy-text';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import type { Read } from '@/api/reads/read-check';
import { formatDate, formatNumber } from '@/lib/format';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { reservedIpsQuery } from '@/features/reserved-ips/queries';
import { volumesQuery } from '@/features/volumes/queries';
import { vpcsQuery } from '@/features/vpcs/queries';
import { instanceBackupsQuery, instanceTicketsQuery, RELATED_LIMIT } from '../related-queries';
import { shown } from '@/lib/presentation/presentation';
import { backupWord, ticketStatusWord } from '../related-words';
import {
  selectRelatedBackups,
  selectRelatedReservedIps,
  selectRelatedTickets,
  selectRelatedVolumes,
  selectRelatedVpcs,
} from '../reads';

const linkClass = 'text-accent underline underline-offset-2';
type Drift = Extract<Read<unknown>, { ok: false }>;
/** A checked read that lacks what its group reads; undefined while it loads or when it has it. */
const driftOf = (read: Read<unknown> | undefined): Drift | undefined =>
  read && !read.ok ? read : undefined;
/** A size as the service gives it, in whole GB (a unit symbol, not a word). */
const gigabytes = (gb: number) => `${formatNumber(gb)} GB`;

/**
 * What hangs off this instance: storage, addresses, network, backups and tickets. Five reads, asked
 * for when the section comes within 300 px of the screen: on a phone it sits below the charts, and
 * a look at a server's state need not spend five requests of the address's budget (nor their
 * download before the page has shown) on a part nobody scrolled to.
 */
export function RelatedResources({ instanceId }: { instanceId: string }) {
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  const latest = formatNumber(RELATED_LIMIT);

  const enabled = useNearViewport(section);
  const volumes = useQuery({ ...volumesQuery, enabled });
  const ips = useQuery({ ...reservedIpsQuery, enabled });
  const vpcs = useQuery({ ...vpcsQuery, enabled });
  const backups = useQuery({ ...instanceBackupsQuery(instanceId), enabled });
  const tickets = useQuery({ ...instanceTicketsQuery(instanceId), enabled });

  // What each group reads, checked (docs/drift.md): one that drifts says so in its place, the others stay.
  const volumesDrift = driftOf(
    useQuery({ ...volumesQuery, enabled, select: selectRelatedVolumes }).data,
  );
  const ipsDrift = driftOf(
    useQuery({ ...reservedIpsQuery, enabled, select: selectRelatedReservedIps }).data,
  );
  const vpcsDrift = driftOf(useQuery({ ...vpcsQuery, enabled, select: selectRelatedVpcs }).data);
  const backupsDrift = driftOf(
    useQuery({ ...instanceBackupsQuery(instanceId), enabled, select: selectRelatedBackups }).data,
  );
  const ticketsDrift = driftOf(
    useQuery({ ...instanceTicketsQuery(instanceId), enabled, select: selectRelatedTickets }).data,
  );
  const ownVolumes = volumesDrift
    ? []
    : (volumes.data?.items.filter((volume) => volume.instanceId === instanceId) ?? []);
  const ownIps = ipsDrift
    ? []
    : (ips.data?.items.filter((ip) => ip.instanceId === instanceId) ?? []);
  const ownVpcs = vpcsDrift
    ? []
    : (vpcs.data?.items.filter((vpc) => vpc.instanceIds.includes(instanceId)) ?? []);
  // `q` is matched server-side on more than the id; keep only this instance's rows.
  const ownBackups = backupsDrift
    ? []
    : (backups.data?.items.filter((backup) => backup.instanceId === instanceId) ?? []);
  const ownTickets = ticketsDrift
    ? []
    : (tickets.data?.items.filter((ticket) => ticket.instanceId === instanceId) ?? []);

  return (
    <section ref={section} aria-labelledby="related-heading" className="mt-6">
      <h2 id="related-heading" className="mb-3 text-base font-semibold">
        <Trans>Related resources</Trans>
      </h2>
      {/* Once for the five groups: under a held read, that they wait for the request budget, until when, with Try now. */}
      {enabled && [volumes, ips, vpcs, backups, tickets].some((query) => query.isPending) ? (
        <HeldReads />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Group
          title={t`Volumes`}
          query={volumes}
          drift={volumesDrift}
          count={ownVolumes.length}
          empty={t`No volume attached.`}
          more={
            <Link to="/volumes" className={linkClass}>
              <Trans>All volumes</Trans>
            </Link>
          }
        >
          {ownVolumes.map((volume) => (
            <li key={volume.id}>
              {volume.name} <span className="text-muted">· {gigabytes(volume.sizeGb)}</span>
            </li>
          ))}
        </Group>
        <Group
          title={t`Reserved IPs`}
          query={ips}
          drift={ipsDrift}
          count={ownIps.length}
          empty={t`No reserved IP assigned.`}
          more={
            <Link to="/reserved-ips" className={linkClass}>
              <Trans>All reserved IPs</Trans>
            </Link>
          }
        >
          {ownIps.map((ip) => (
            <li key={ip.id}>
              <CopyText value={ip.ipAddress} label={t`reserved IP`} />
            </li>
          ))}
        </Group>
        <Group
          title={t`VPC`}
          query={vpcs}
          drift={vpcsDrift}
          count={ownVpcs.length}
          empty={t`Not in a VPC.`}
          more={
            <Link to="/vpcs" className={linkClass}>
              <Trans>All VPCs</Trans>
            </Link>
          }
        >
          {ownVpcs.map((vpc) => (
            <li key={vpc.id}>
              {vpc.name}{' '}
              <span className="font-mono text-xs text-muted">{shown(vpc.ipRange, 'ip')}</span>
            </li>
          ))}
        </Group>
        <Group
          title={t`Backups (latest ${latest})`}
          query={backups}
          drift={backupsDrift}
          count={ownBackups.length}
          empty={t`No backups.`}
          more={
            <Link to="/backups" className={linkClass}>
              <Trans>All backups</Trans>
            </Link>
          }
        >
          {ownBackups.map((backup) => (
            <li key={backup.id}>
              {formatDate(backup.createdAt)}{' '}
              <span className="text-muted">
                · {backupWord(backup.type)} · {backupWord(backup.status)} ·{' '}
                {gigabytes(backup.sizeGb)}
              </span>
            </li>
          ))}
        </Group>
        <Group
          title={t`Tickets (latest ${latest})`}
          query={tickets}
          drift={ticketsDrift}
          count={ownTickets.length}
          empty={t`No tickets about this instance.`}
          more={
            <Link to="/tickets/new" search={{ instanceId }} className={linkClass}>
              <Trans>Open a ticket about it</Trans>
            </Link>
          }
        >
          {ownTickets.map((ticket) => (
            <li key={ticket.id}>
              <Link to="/tickets/$ticketId" params={{ ticketId: ticket.id }} className={linkClass}>
                {ticket.subject}
              </Link>{' '}
              <span className="text-muted">· {ticketStatusWord(ticket.status)}</span>
            </li>
          ))}
        </Group>
      </div>
    </section>
  );
}

function Group({
  title,
  query,
  count,
  empty,
  more,
  children,
  drift,
}: {
  title: string;
  query: UseQueryResult<unknown>;
  drift?: Drift | undefined;
  count: number;
  empty: string;
  more: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const problem = query.isError ? describeError(query.error) : undefined;
  const problemTitle = problem?.title;
  const code = problem?.code;
  return (
    <div className="min-w-0 rounded-md border border-border bg-surface p-3 text-sm">
      <h3 className="mb-1.5 font-medium">{title}</h3>
      {query.isPending ? (
        <p className="text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : query.isError ? (
        <p className="text-danger">
          <Trans>
            Could not load: {problemTitle} (<code>{code}</code>)
          </Trans>{' '}
          <button type="button" className={linkClass} onClick={() => void query.refetch()}>
            {t`Try again`}
          </button>
        </p>
      ) : drift ? (
        <ReadDriftNotice read={drift} />
      ) : count === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1">{children}</ul>
      )}
      <p className="mt-2 text-xs">{more}</p>
    </div>
  );
}
