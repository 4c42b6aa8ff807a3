import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allOf } from '@/lib/count';
import { formatNumber } from '@/lib/format';
import { instancesListQuery } from '../queries';
import { countInstancesByStatus, INSTANCE_STATUSES, type InstanceStatus } from '../summaries';
import { footerLinkClass, StatSkeleton, StatValue, statLinkClass, Tile } from './tile';

const LABELS: Record<InstanceStatus, string> = {
  error: 'in error',
  provisioning: 'provisioning',
  running: 'running',
  stopped: 'stopped',
  destroyed: 'destroyed',
};

const GRID = 'grid grid-cols-2 gap-1 sm:grid-cols-5';

export function InstancesTile() {
  const query = useQuery(instancesListQuery);
  return (
    <Tile
      title="Instances"
      query={query}
      className="sm:col-span-2"
      skeleton={
        <ul className={GRID}>
          {INSTANCE_STATUSES.map((status) => (
            <li key={status}>
              <StatSkeleton label={LABELS[status]} />
            </li>
          ))}
        </ul>
      }
      footer={
        <Link to="/instances" className={footerLinkClass}>
          {allOf(query.data?.items.length ?? 0, 'instance', 'instances')}
        </Link>
      }
    >
      {(data) => {
        const counts = countInstancesByStatus(data.items);
        return (
          <ul className={GRID}>
            {INSTANCE_STATUSES.map((status) => (
              <li key={status}>
                <Link to="/instances" search={{ status }} className={statLinkClass} data-testid={`instances-${status}`}>
                  <StatValue
                    value={formatNumber(counts[status])}
                    label={LABELS[status]}
                    tone={status === 'error' && counts.error > 0 ? 'danger' : undefined}
                  />
                </Link>
              </li>
            ))}
          </ul>
        );
      }}
    </Tile>
  );
}
