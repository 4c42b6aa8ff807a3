/**
 * The top bar's panel: the newest items, "Mark all read" and the way to the whole list. Its code
 * loads when it is first opened (attention-button.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { attentionStore } from '../store';
import { AttentionList } from './attention-list';

/** How many the panel shows; the page has them all. */
const PANEL_ITEMS = 10;

export function AttentionPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const { items } = useSyncExternalStore(attentionStore.subscribe, attentionStore.getState);
  const unread = items.filter((item) => !item.read).length;
  const total = items.length;
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`What needs attention`}
      description={
        unread > 0 ? t`${unread} new, newest first.` : t`Nothing new. The newest items are below.`
      }
    >
      {items.length === 0 ? (
        <p className="py-4 text-muted">
          {t`Nothing needs attention. Expiring keys, failing webhooks, a short runway, instances in error and answered tickets will show here.`}
        </p>
      ) : (
        <div className="max-h-[60vh] overflow-y-auto">
          <AttentionList items={items.slice(0, PANEL_ITEMS)} onFollow={close} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Link to="/attention" className="text-accent underline" onClick={close}>
          {t`See everything (${total})`}
        </Link>
        <Button size="sm" disabled={unread === 0} onClick={() => attentionStore.markRead('all')}>
          {t`Mark all read`}
        </Button>
      </div>
    </Dialog>
  );
}
