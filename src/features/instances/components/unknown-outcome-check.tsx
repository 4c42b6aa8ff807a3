import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { instancesListQuery } from '@/api/queries/instances';

/**
 * After a deploy whose outcome is unknown (the connection dropped), the next step is to look, not to
 * send again: a second deploy could create and bill a second server. This reads the list afresh and
 * opens the server if it exists; if not, the deploy may be confirmed again.
 */
export function UnknownOutcomeCheck({ name, onAbsent }: { name: string; onAbsent: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function check() {
    setChecking(true);
    setFailure(null);
    try {
      const list = await queryClient.fetchQuery({ ...instancesListQuery, staleTime: 0 });
      const found = list.items.find((instance) => instance.name === name && instance.status !== 'destroyed');
      if (found) await navigate({ to: '/instances/$instanceId', params: { instanceId: found.id } });
      else onAbsent();
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
        <Button variant="primary" onClick={() => void check()} disabled={checking} disabledReason="Reading the list…">
          {checking ? 'Checking the list…' : `Check the list for “${name}” first`}
        </Button>
      </div>
    </div>
  );
}

export function AbsentAfterCheck({ name }: { name: string }) {
  return (
    <Notice tone="info" title="Not in the list">
      No server named “{name}” was found, so the deploy was not made. You can confirm it now.
    </Notice>
  );
}
