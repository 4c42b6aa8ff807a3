/**
 * A detail page's "Recent activity": what the attention place holds about this one resource (what
 * the console saw change, its own looks, the service's events), newest first, each with its time.
 * Composed by the detail pages' routes (a feature imports no other feature's components).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useSyncExternalStore } from 'react';
import { activityOf } from '../activity';
import type { ResourceType } from '../items';
import { attentionStore } from '../store';
import { AttentionList } from './attention-list';

export function RecentActivity({ type, id }: { type: ResourceType; id: string }) {
  const { t } = useLingui();
  const heading = useId();
  const { items } = useSyncExternalStore(attentionStore.subscribe, attentionStore.getState);
  const shown = useMemo(() => activityOf(items, type, id), [items, type, id]);
  return (
    <section aria-labelledby={heading} className="mt-8" data-testid="recent-activity">
      <h2 id={heading} className="mb-2 text-base font-semibold">
        {t`Recent activity`}
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">{t`No recent activity yet. What the console sees change here, and the service's events about it, will be listed here.`}</p>
      ) : (
        <>
          <AttentionList items={shown} />
          <p className="mt-2 text-sm">
            <Link
              to="/attention"
              search={{ resource: type }}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {t`Everything that needs attention`}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
