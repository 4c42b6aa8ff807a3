import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format';
import { ticketStatsQuery } from '../queries';
import {
  countFooter,
  StatSkeletons,
  StatValue,
  statGridClass,
  statLinkClass,
  Tile,
  TileDrift,
} from './tile';

export function TicketsTile() {
  const { t } = useLingui();
  const query = useQuery(ticketStatsQuery);
  const openLabel = t({ message: 'open', context: 'ticket status' });
  const answeredLabel = t`answered, waiting for you`;
  return (
    <Tile
      title={t`Support tickets`}
      loadingLabel={t`Loading support tickets…`}
      query={query}
      skeleton={<StatSkeletons labels={[openLabel, answeredLabel]} />}
      footer={countFooter(query.isSuccess, query.data?.total, '/tickets', (count) =>
        plural(count, { 0: 'No tickets yet', one: '# ticket', other: 'All # tickets' }),
      )}
    >
      {(page) =>
        // The first view carries no validator (docs/drift.md): an answer without the counts is said, not thrown.
        !page.stats ? (
          <TileDrift path="/tickets" />
        ) : (
          <ul className={statGridClass}>
            <li>
              <Link
                to="/tickets"
                search={{ status: 'open' }}
                className={statLinkClass}
                data-testid="tickets-open"
              >
                <StatValue value={formatNumber(page.stats.byStatus.open)} label={openLabel} />
              </Link>
            </li>
            <li>
              <Link
                to="/tickets"
                search={{ status: 'answered' }}
                className={statLinkClass}
                data-testid="tickets-answered"
              >
                <StatValue
                  value={formatNumber(page.stats.byStatus.answered)}
                  label={answeredLabel}
                  tone={page.stats.byStatus.answered > 0 ? 'warning' : undefined}
                />
              </Link>
            </li>
          </ul>
        )
      }
    </Tile>
  );
}
