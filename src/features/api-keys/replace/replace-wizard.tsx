import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { useIdentity, useWritePermission } from '@/api/identity/use-identity';
import { useHeldDelete } from '@/components/write/undo-window/use-holds';
import { TokenDialog } from '../components/token-dialog';
import { setHalfway, type HalfwayReplacement } from '../halfway-store';
import { apiKeysQuery } from '@/api/queries/api-keys';
import type { ApiKey } from '../queries';
import { CheckNewKeyStep } from './check-new-key-step';
import { CreateSuccessorStep } from './create-successor-step';
import { LeaveGuard } from './leave-guard';
import { PickKeyStep } from './pick-key-step';
import { RevokeOldStep } from './revoke-old-step';
import { WizardSteps, type WizardStep } from './wizard-steps';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

const route = getRouteApi('/_app/api-keys/replace');
const ref = (key: ApiKey) => ({ id: key.id, name: key.name, prefix: key.prefix });

/** There is no rotate operation: create the successor, check it, then revoke the old key. */
export function ReplaceWizard() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate();
  const keys = useQuery(apiKeysQuery);
  const { data: identity } = useIdentity();
  const { canWrite, reason } = useWritePermission();
  const [step, setStep] = useState<WizardStep>('pick');
  const [oldKey, setOldKey] = useState<ApiKey | null>(null);
  const [newKey, setNewKey] = useState<ApiKey | null>(null);
  // The new token, in memory only: for the check call and, when replacing this session's key, the switch.
  const [token, setToken] = useState<string | null>(null);
  const [showToken, setShowToken] = useState(false);
  // While the old key's revoke is held in the undo window it is no longer half-way: leaving lets the
  // window go on (it counts across pages, with Undo in its notice), so neither the leave prompt nor
  // the notice says both keys stay valid.
  const revokeHeld = useHeldDelete(oldKey ? `/api-keys/${oldKey.id}` : '') !== undefined;
  const halfway: HalfwayReplacement | null =
    oldKey && newKey && step !== 'done' && !revokeHeld
      ? { oldKey: ref(oldKey), newKey: ref(newKey) }
      : null;

  function leaveHalfway() {
    if (halfway) setHalfway(halfway);
    void navigate({ to: '/api-keys', ignoreBlocker: true });
  }

  // Names and prefixes for the sentences below (never a token).
  const oldName = oldKey?.name ?? '';
  const newName = newKey?.name ?? '';
  const oldPrefix = oldKey ? shown(oldKey.prefix, 'word') : '';
  const newPrefix = newKey ? shown(newKey.prefix, 'word') : '';
  return (
    <>
      <PageHeader
        title={t`Replace an API key`}
        description={t`Create a successor, move to it, check it works, then revoke the old key. Both keys work in between.`}
      />
      <WizardSteps step={step} />
      {!canWrite ? (
        <Notice tone="info" className="mb-4" title={t`Replacing a key needs a full key`}>
          {reason}
        </Notice>
      ) : null}
      {halfway ? (
        <Notice tone="info" className="mb-4" title={t`Both keys are valid right now`}>
          <Trans>
            Old key{' '}
            <strong>
              <UserText>{oldName}</UserText>
            </strong>{' '}
            (<code>{oldPrefix}</code>) and new key{' '}
            <strong>
              <UserText>{newName}</UserText>
            </strong>{' '}
            (<code>{newPrefix}</code>) both work until you revoke the old one. If you leave now,
            both stay valid.
          </Trans>
          <div className="mt-2">
            <Button size="sm" onClick={leaveHalfway}>
              {t`Leave with both keys valid`}
            </Button>
          </div>
        </Notice>
      ) : null}
      {keys.isPending ? <Loading label={t`Loading keys`} /> : null}
      {keys.error ? <ErrorView error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      {step === 'pick' && keys.data ? (
        <PickKeyStep
          keys={keys.data}
          ownKeyId={identity?.keyId ?? null}
          initialId={search.key}
          onPick={(key) => {
            setOldKey(key);
            setStep('create');
          }}
        />
      ) : null}
      {step === 'create' && oldKey ? (
        <CreateSuccessorStep
          oldKey={oldKey}
          onBack={() => setStep('pick')}
          onCreated={(successor) => {
            setNewKey(successor.key);
            setToken(successor.token);
            setShowToken(true);
            setStep('check');
          }}
        />
      ) : null}
      {step === 'check' && newKey && token && !showToken ? (
        <CheckNewKeyStep newKey={newKey} token={token} onChecked={() => setStep('revoke')} />
      ) : null}
      {step === 'revoke' && oldKey && newKey && token ? (
        <RevokeOldStep
          oldKey={oldKey}
          newKey={newKey}
          token={token}
          oldIsSession={identity?.keyId === oldKey.id}
          onRevoked={() => {
            setToken(null);
            setHalfway(null);
            setStep('done');
          }}
        />
      ) : null}
      {step === 'done' && oldKey && newKey ? (
        <Notice tone="success" title={t`The key was replaced`}>
          <p>
            <Trans>
              <strong>
                <UserText>{oldName}</UserText>
              </strong>{' '}
              (<code>{oldPrefix}</code>) is revoked. Use{' '}
              <strong>
                <UserText>{newName}</UserText>
              </strong>{' '}
              (<code>{newPrefix}</code>) from now on.
            </Trans>
          </p>
          <Link to="/api-keys" className="mt-2 inline-block text-accent underline">
            {t`Back to API keys`}
          </Link>
        </Notice>
      ) : null}
      <TokenDialog
        secret={
          showToken && token && newKey ? { token, name: newKey.name, prefix: newKey.prefix } : null
        }
        onDone={() => setShowToken(false)}
      />
      <LeaveGuard halfway={halfway} holdStill={showToken} />
    </>
  );
}
