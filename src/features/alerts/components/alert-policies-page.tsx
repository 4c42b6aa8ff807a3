import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { useWritePermission } from '@/api/identity/use-identity';
import { instancesQuery } from '@/api/queries/instances';
import { lazyWhenOpen } from '@/lib/code-loading/lazy-part';
import { alertPoliciesQuery, alertPoliciesCall } from '../queries';
import type { AlertPolicy } from '../types';
import { DeletePolicyDialog } from './delete-policy-dialog';
import { PolicyTable } from './policy-table';

// The form and its schema (zod, ~23 kB gzip) load when a policy is first added or edited, or
// ahead when the browser is idle after the first view.
const PolicyFormDialog = lazyWhenOpen(() =>
  import('./policy-form-dialog').then((module) => module.PolicyFormDialog),
);

type Editing = { policy: AlertPolicy | null; key: number } | null;

export function AlertPoliciesPage() {
  const { t } = useLingui();
  const policies = useQuery(alertPoliciesQuery);
  const instances = useQuery(instancesQuery);
  const { canWrite, reason } = useWritePermission();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AlertPolicy | null>(null);
  // While the names load, a stand-in of one line rather than the id, which is longer and would reflow the row.
  const instanceName = (id: string) =>
    instances.isPending ? '…' : instances.data?.items.find((item) => item.id === id)?.name;

  return (
    <>
      <PageHeader
        title={t`Alert policies`}
        description={t`CPU, memory and disk thresholds, for all instances or one.`}
        actions={
          <Button
            variant="primary"
            disabled={!canWrite}
            disabledReason={reason}
            onClick={() => setEditing({ policy: null, key: Date.now() })}
          >
            <Trans>New policy</Trans>
          </Button>
        }
        request={alertPoliciesCall}
      />
      <Notice tone="info" className="mb-4" title={t`Alerts go by e-mail to the account owner only`}>
        <Trans>
          An alert fires and resolves by e-mail to the owner of the account. There is no webhook,
          chat or pager delivery, and alerts are not webhook events, so team members and
          integrations are not told.
        </Trans>
      </Notice>
      {!canWrite ? <p className="mb-3 text-sm text-muted">{reason}</p> : null}
      {policies.isPending ? (
        <Loading label={t`Loading alert policies`} />
      ) : policies.isError ? (
        <ErrorView error={policies.error} onRetry={() => void policies.refetch()} />
      ) : policies.data.items.length === 0 ? (
        <div className="rounded-md border border-border bg-surface px-4 py-8 text-sm text-muted">
          <EmptyState
            title={t`No alert policies yet`}
            purpose={t`A policy e-mails the account owner when a server's CPU, memory or disk stays above a threshold, and again when it recovers.`}
            action={
              <Button
                variant="primary"
                disabled={!canWrite}
                disabledReason={reason}
                onClick={() => setEditing({ policy: null, key: Date.now() })}
              >
                <Trans>Create a policy</Trans>
              </Button>
            }
          />
        </div>
      ) : (
        <PolicyTable
          policies={policies.data.items}
          instanceName={instanceName}
          onEdit={(policy) => setEditing({ policy, key: Date.now() })}
          onDelete={setDeleting}
        />
      )}
      {editing ? (
        <PolicyFormDialog
          key={editing.key}
          policy={editing.policy}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      {deleting ? <DeletePolicyDialog policy={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
