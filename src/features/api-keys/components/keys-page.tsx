import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { apiKeysCall } from '@/api/queries/api-keys';
import { Loading } from '@/components/ui/spinner';
import { useIdentity, useWritePermission } from '@/api/identity/use-identity';
import { useHalfway } from '../halfway-store';
import { apiKeysQuery } from '@/api/queries/api-keys';
import type { ApiKey } from '../queries';
import { lazyPart, useLazyPart } from '@/lib/code-loading/lazy-part';
import { CreateKeyFlow } from './create-key-flow';
import { HalfwayNotice } from './halfway-notice';
import { KeysTable } from './keys-table';
import { RevokeKeyDialog } from './revoke-key-dialog';
import { SignInMethods } from './sign-in-methods';

// The table's check (docs/drift.md) brings zod, which this page's first view leaves out
// (scripts/first-view-chunks.test.ts): it loads when the browser is idle after the first view, as
// the create-key form's schema does, and then checks the list already shown.
const keyListCheck = lazyPart(() => import('../reads'));
const notCheckedYet = (): undefined => undefined;

export function KeysPage() {
  const { t } = useLingui();
  const keys = useQuery(apiKeysQuery);
  // What the table reads, checked on a sample of rows; same cache entry, no second request.
  useEffect(() => keyListCheck.loadWhenIdle(), []);
  const check = useLazyPart(keyListCheck, false)?.selectKeyList;
  const read = useQuery({ ...apiKeysQuery, select: check ?? notCheckedYet }).data;
  const drift = read && !read.ok ? read : undefined;
  const { data: identity } = useIdentity();
  const { canWrite, reason } = useWritePermission();
  const halfway = useHalfway();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const ownKeyId = identity?.keyId ?? null;

  return (
    <>
      <PageHeader
        title={t`API keys`}
        description={t`Every key of this account. Tokens are shown once, when a key is created, and never again.`}
        actions={
          <>
            {canWrite ? (
              <Link
                to="/api-keys/replace"
                className="rounded-md border border-border bg-surface px-3.5 py-2 text-sm font-medium hover:bg-surface-2"
              >
                {t`Replace a key…`}
              </Link>
            ) : (
              <Button disabled disabledReason={reason}>
                {t`Replace a key…`}
              </Button>
            )}
            <CreateKeyFlow />
          </>
        }
        request={apiKeysCall}
      />
      {!canWrite ? (
        <Notice tone="info" className="mb-4" title={t`This console is connected with a read key`}>
          {t`You can see every key, but creating, replacing and revoking keys needs a full key.`}
        </Notice>
      ) : null}
      {halfway && keys.data ? <HalfwayNotice halfway={halfway} keys={keys.data} /> : null}
      {keys.isPending ? <Loading label={t`Loading keys`} /> : null}
      {keys.error ? <ErrorView error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : keys.data ? (
        <KeysTable
          keys={keys.data}
          ownKeyId={ownKeyId}
          canWrite={canWrite}
          writeReason={reason}
          onRevoke={setRevoking}
        />
      ) : null}
      <SignInMethods />
      <RevokeKeyDialog
        apiKey={revoking}
        ownKey={revoking !== null && revoking.id === ownKeyId}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
