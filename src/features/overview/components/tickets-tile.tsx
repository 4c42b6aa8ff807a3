import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allOf } from '@/lib/count';
import { formatNumber } from '@/lib/format';
import { ticketStatsQuery } from '../queries';
import { footerLinkClass, StatSkeletons, StatValue, statGridClass, statLinkClass, Tile } from './tile';

export function TicketsTile() {
  const query = useQuery(ticketStatsQuery);
  return (
    <Tile
      title="Support tickets"
      query={query}
      skeleton={
        <StatSkeletons labels={['open', 'answered, waiting for you']} />
      }
      footer={
        <Link to="/tickets" className={footerLinkClass}>
          {allOf(query.data?.total ?? 0, 'ticket', 'tickets')}
        </Link>
      }
    >
      {(page) => (
        <ul className={statGridClass}>
          <li>
            <Link to="/tickets" search={{ status: 'open' }} className={statLinkClass} data-testid="tickets-open">
              <StatValue value={formatNumber(page.stats.byStatus.open)} label="open" />
            </Link>
          </li>
          <li>
            <Link to="/tickets" search={{ status: 'answered' }} className={statLinkClass} data-testid="tickets-answered">
              <StatValue
                value={formatNumber(page.stats.byStatus.answered)}
                label="answered, waiting for you"
                tone={page.stats.byStatus.answered > 0 ? 'warning' : undefined}
              />
            </Link>
          </li>
        </ul>
      )}
    </Tile>
  );
}
