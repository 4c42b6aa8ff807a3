/**
 * /attention: every item kept for the person, newest first, filtered by kind and resource (in the
 * address), with mark read and mark all read, and the browser notifications chosen per kind.
 */
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { EmptyState } from '@/components/table/empty-state';
import { FilterSelect } from '@/components/table/filter-select';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { kindLabel, resourceTypeLabel } from '../item-words';
import { KINDS, RESOURCE_TYPES, type AttentionKind } from '../items';
import { attentionStore } from '../store';
import { AttentionList } from './attention-list';

const route = getRouteApi('/_app/attention/');

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission =>
  typeof Notification === 'function' ? Notification.permission : 'unsupported';

/** One checkbox per kind; the browser's permission is asked on the first tick, never before. */
function NotificationChoices({ chosen }: { chosen: readonly AttentionKind[] }) {
  const { t } = useLingui();
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const choose = async (kind: AttentionKind, on: boolean) => {
    if (on && permission === 'default') {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
    }
    attentionStore.setNotify(kind, on);
  };
  return (
    <details className="mt-6 rounded-md border border-border p-3">
      <summary className="cursor-pointer font-medium">{t`Browser notifications`}</summary>
      <p className="mt-2 text-sm text-muted">
        {permission === 'unsupported'
          ? t`This browser does not offer notifications.`
          : permission === 'denied'
            ? t`This browser blocks notifications for the console. Allow them in its site settings to choose any here.`
            : t`A notification is shown by the tab that finds a new item of a kind ticked here.`}
      </p>
      <fieldset className="mt-2" disabled={permission === 'unsupported' || permission === 'denied'}>
        <legend className="sr-only">{t`Notify me of`}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={permission === 'granted' && chosen.includes(kind)}
                onChange={(event) => void choose(kind, event.target.checked)}
              />
              {kindLabel(kind)}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}

export function AttentionPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { items, notify } = useSyncExternalStore(attentionStore.subscribe, attentionStore.getState);
  const shown = items.filter(
    (item) =>
      (!search.kind || item.kind === search.kind) &&
      (!search.resource || item.resource.type === search.resource),
  );
  const unread = shown.filter((item) => !item.read);
  return (
    <>
      <PageHeader
        title={t`What needs attention`}
        description={t`What the console saw change and what it looks for itself, kept in this browser for you. Newest first.`}
        freshness={false}
        actions={
          <Button
            size="sm"
            disabled={unread.length === 0}
            onClick={() => attentionStore.markRead(unread.map((item) => item.id))}
          >
            {search.kind || search.resource ? t`Mark these read` : t`Mark all read`}
          </Button>
        }
      />
      <div className="mb-3 flex flex-wrap gap-3">
        <FilterSelect
          label={t`Kind`}
          allLabel={t`All kinds`}
          value={search.kind}
          options={KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(kind) => void navigate({ search: (prev) => ({ ...prev, kind }) })}
        />
        <FilterSelect
          label={t`Resource`}
          allLabel={t`All resources`}
          value={search.resource}
          options={RESOURCE_TYPES.map((type) => ({ value: type, label: resourceTypeLabel(type) }))}
          onChange={(resource) => void navigate({ search: (prev) => ({ ...prev, resource }) })}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={items.length === 0 ? t`Nothing needs attention` : t`Nothing matches these filters`}
          purpose={
            items.length === 0
              ? t`Expiring keys, failing webhooks, a short runway, instances in error, answered tickets and refused changes show here.`
              : t`Choose All kinds and All resources to see every item.`
          }
          showReason={false}
        />
      ) : (
        <AttentionList items={shown} />
      )}
      <NotificationChoices chosen={notify} />
    </>
  );
}
