import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';

/**
 * What replaces a create's confirm after its outcome is unknown (the answer was cut: the connection
 * dropped, or a gateway answered before the service did). The next step is to look, not to send
 * again: the service may have made it, and a second create would make (and bill) a second one.
 * `find` reads the list afresh and gives what the create made, or undefined when it was not made;
 * only then may the caller offer its confirm again (`onAbsent`). Used by the deploy review and the
 * key forms.
 */
export function CheckListFirst<T>({
  name,
  find,
  onFound,
  onAbsent,
}: {
  /** The name the create sent, as the button says it. */
  name: string;
  find: () => Promise<T | undefined>;
  onFound: (found: T) => unknown;
  onAbsent: () => void;
}) {
  const { t } = useLingui();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function check() {
    setChecking(true);
    setFailure(null);
    try {
      const found = await find();
      if (found === undefined) onAbsent();
      else await onFound(found);
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {failure ? <ErrorView error={failure} /> : null}
      <div>
        <Button
          variant="primary"
          onClick={() => void check()}
          disabled={checking}
          disabledReason={t`Reading the list…`}
        >
          {checking ? t`Checking the list…` : t`Check the list for “${name}” first`}
        </Button>
      </div>
    </div>
  );
}
