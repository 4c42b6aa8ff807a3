import { useRef, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { describeError } from '@/api/describe-error';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';
import { reservedIpsQuery } from '@/features/reserved-ips/queries';
import { volumesQuery } from '@/features/volumes/queries';
import { vpcsQuery } from '@/features/vpcs/queries';
import { instanceBackupsQuery, instanceTicketsQuery, RELATED_LIMIT } from '../related-queries';
import { shown } from '@/lib/presentation';

const linkClass = 'text-accent underline underline-offset-2';

/**
 * What hangs off this instance: storage, addresses, network, backups and tickets. Five reads, asked
 * for when the section comes within 300 px of the screen: on a phone it sits below the charts, and
 * a look at a server's state need not spend five requests of the address's budget (nor their
 * download before the page has shown) on a part nobody scrolled to.
 */
export function RelatedResources({ instanceId }: { instanceId: string }) {
  const section = useRef<HTMLElement>(null);
  const enabled = useNearViewport(section);
  const volumes = useQuery({ ...volumesQuery, enabled });
  const ips = useQuery({ ...reservedIpsQuery, enabled });
  const vpcs = useQuery({ ...vpcsQuery, enabled });
  const backups = useQuery({ ...instanceBackupsQuery(instanceId), enabled });
  const tickets = useQuery({ ...instanceTicketsQuery(instanceId), enabled });

  const ownVolumes = volumes.data?.items.filter((volume) => volume.instanceId === instanceId) ?? [];
  const ownIps = ips.data?.items.filter((ip) => ip.instanceId === instanceId) ?? [];
  const ownVpcs = vpcs.data?.items.filter((vpc) => vpc.instanceIds.includes(instanceId)) ?? [];
  // `q` is matched server-side on more than the id; keep only this instance's rows.
  const ownBackups = backups.data?.items.filter((backup) => backup.instanceId === instanceId) ?? [];
  const ownTickets = tickets.data?.items.filter((ticket) => ticket.instanceId === instanceId) ?? [];

  return (
    <section ref={section} aria-labelledby="related-heading" className="mt-6">
      <h2 id="related-heading" className="mb-3 text-base font-semibold">
        Related resources
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Group title="Volumes" query={volumes} count={ownVolumes.length} empty="No volume attached." more={<Link to="/volumes" className={linkClass}>All volumes</Link>}>
          {ownVolumes.map((volume) => (
            <li key={volume.id}>
              {volume.name} <span className="text-muted">· {volume.sizeGb} GB</span>
            </li>
          ))}
        </Group>
        <Group title="Reserved IPs" query={ips} count={ownIps.length} empty="No reserved IP assigned." more={<Link to="/reserved-ips" className={linkClass}>All reserved IPs</Link>}>
          {ownIps.map((ip) => (
            <li key={ip.id}>
              <CopyText value={ip.ipAddress} label="reserved IP" />
            </li>
          ))}
        </Group>
        <Group title="VPC" query={vpcs} count={ownVpcs.length} empty="Not in a VPC." more={<Link to="/vpcs" className={linkClass}>All VPCs</Link>}>
          {ownVpcs.map((vpc) => (
            <li key={vpc.id}>
              {vpc.name} <span className="font-mono text-xs text-muted">{shown(vpc.ipRange, 'ip')}</span>
            </li>
          ))}
        </Group>
        <Group
          title={`Backups (latest ${RELATED_LIMIT})`}
          query={backups}
          count={ownBackups.length}
          empty="No backups."
          more={<Link to="/backups" className={linkClass}>All backups</Link>}
        >
          {ownBackups.map((backup) => (
            <li key={backup.id}>
              {formatDate(backup.createdAt)} <span className="text-muted">· {backup.type} · {backup.status} · {backup.sizeGb} GB</span>
            </li>
          ))}
        </Group>
        <Group
          title={`Tickets (latest ${RELATED_LIMIT})`}
          query={tickets}
          count={ownTickets.length}
          empty="No tickets about this instance."
          more={
            <Link to="/tickets/new" search={{ instanceId }} className={linkClass}>
              Open a ticket about it
            </Link>
          }
        >
          {ownTickets.map((ticket) => (
            <li key={ticket.id}>
              <Link to="/tickets/$ticketId" params={{ ticketId: ticket.id }} className={linkClass}>
                {ticket.subject}
              </Link>{' '}
              <span className="text-muted">· {ticket.status}</span>
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
}: {
  title: string;
  query: UseQueryResult<unknown>;
  count: number;
  empty: string;
  more: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-md border border-border bg-surface p-3 text-sm">
      <h3 className="mb-1.5 font-medium">{title}</h3>
      {query.isPending ? (
        <p className="text-muted">Loading…</p>
      ) : query.isError ? (
        <p className="text-danger">
          Could not load: {describeError(query.error).title} (<code>{describeError(query.error).code}</code>){' '}
          <button type="button" className={linkClass} onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : count === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1">{children}</ul>
      )}
      <p className="mt-2 text-xs">{more}</p>
    </div>
  );
}
