import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useWritePermission } from '@/api/identity/use-identity';
import type { Transaction } from '../queries';
import { AddFundsForm } from './add-funds-form';

export function AddFunds({
  currency,
  onAdded,
}: {
  currency: string;
  onAdded: (tx: Transaction) => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  // The shell's runway warning links to /wallet#add-funds: the form opens straight away.
  const asked = useLocation({ select: (location) => location.hash === 'add-funds' });
  const [open, setOpen] = useState(asked && canWrite);
  return (
    <>
      <Button
        variant="primary"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen(true)}
      >
        {t`Add funds`}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t`Add funds`}
        description={t`Charged to a saved payment method. Payment calls are limited to 15 per minute.`}
      >
        <AddFundsForm
          currency={currency}
          onCancel={() => setOpen(false)}
          onDone={(tx) => {
            onAdded(tx);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
