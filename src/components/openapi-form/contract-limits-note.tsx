import { useLingui } from '@lingui/react/macro';

/**
 * The quiet line of a form whose live document could not be read (useFormDocument's `unread`): its
 * limits are then our contract's, and the person is told which are in force (docs/drift.md).
 */
export function ContractLimitsNote({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  if (!shown) return null;
  return (
    <p className="text-xs text-muted" data-testid="contract-limits">
      {t`The service’s live document could not be read: this form holds to the limits of the console’s contract.`}
    </p>
  );
}
