/**
 * "Deleting in N s — Undo" where the resource is shown (its row, its page), while a window holds
 * its delete in this tab or another. Nothing while none does (no space either: a cut name's cell holds
 * only the name, which its title repeats).
 */
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { monotonicNow, undo, type Hold } from './store';
import { useHeldDelete } from './use-holds';

export function PendingDelete({ target, name }: { target: string; name: string }) {
  const held = useHeldDelete(target);
  return held ? <Countdown hold={held} name={name} /> : null;
}

function Countdown({ hold, name }: { hold: Hold; name: string }) {
  const { t } = useLingui();
  const seconds = useCountdown(hold.deadline, monotonicNow);
  if (hold.state === 'sending' || seconds === 0) {
    return (
      <span className="ms-2 text-sm text-muted" data-testid="pending-delete">{t`Deleting…`}</span>
    );
  }
  return (
    <span className="ms-2 inline-flex items-center gap-2 text-sm" data-testid="pending-delete">
      <span className="font-medium text-danger">{t`Deleting in ${seconds} s`}</span>
      <span aria-hidden="true">—</span>
      {/* The name in the label: a table of rows holds one Undo per row. */}
      <Button size="sm" aria-label={t`Undo deleting ${name}`} onClick={() => undo(hold.id)}>
        {t`Undo`}
      </Button>
    </span>
  );
}
