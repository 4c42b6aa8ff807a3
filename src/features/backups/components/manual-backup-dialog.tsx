import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { instancesQuery } from '@/api/queries/instances';
import { useWritePermission } from '@/api/identity/use-identity';
import { useCreateBackup, createBackupCall } from '../mutations';
import { selectInstancePicker } from '../reads';
import { isolate } from '@/lib/isolate';
import { instanceStatusInSentence } from '@/lib/wording/instance-status';

export function ManualBackupButton() {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const create = useCreateBackup();
  const [open, setOpen] = useState(false);
  const [instanceId, setInstanceId] = useState('');
  return (
    <>
      <Button
        variant="primary"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen(true)}
      >
        <Trans>Take a backup</Trans>
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Take a manual backup`}
        description={t`A snapshot of the instance’s disk now. Manual backups are kept until you delete them; automatic ones run on their own schedule.`}
        confirmLabel={t`Take backup`}
        pendingLabel={t`Starting…`}
        mutation={create}
        request={createBackupCall(instanceId)}
        blockedReason={instanceId ? undefined : t`Choose an instance.`}
        onConfirm={() =>
          create.run(instanceId, {
            onSuccess: (backup) => {
              setOpen(false);
              setInstanceId('');
              void navigate({ to: '/backups/$backupId', params: { backupId: backup.id } });
            },
          })
        }
      >
        <BackupInstanceField value={instanceId} onChange={setInstanceId} />
      </ActionDialog>
    </>
  );
}

/** Mounted only while the dialog is open, so the page does not load every instance up front. */
function BackupInstanceField({
  value,
  onChange,
}: {
  value: string;
  onChange: (instanceId: string) => void;
}) {
  const { t } = useLingui();
  const { instances: all, isPending } = useInstanceIndex();
  // What the picker reads, checked (docs/drift.md): an answer without it is said above the picker,
  // which then offers each instance it can name, without a region it cannot read.
  const read = useQuery({ ...instancesQuery, select: selectInstancePicker }).data;
  const drift = read && !read.ok ? read : undefined;
  const instances = drift
    ? all.filter(
        (instance) => typeof instance?.id === 'string' && typeof instance.name === 'string',
      )
    : all;
  // The service refuses to back up provisioning and destroyed servers; a status this console does
  // not know is not offered either.
  const eligible = instances.filter(
    (instance) =>
      instance.status === 'running' || instance.status === 'stopped' || instance.status === 'error',
  );
  const left = instances.length - eligible.length;
  return (
    <>
      {drift ? <ReadDriftNotice read={drift} className="mb-2" /> : null}
      <Field
        label={t`Instance`}
        loading={isPending}
        hint={
          isPending
            ? t`Loading instances…`
            : left
              ? plural(left, {
                  one: '# provisioning, destroyed or unknown-status instance cannot be backed up and is not offered.',
                  other:
                    '# provisioning, destroyed or unknown-status instances cannot be backed up and are not offered.',
                })
              : undefined
        }
      >
        {(props) => (
          <select
            {...props}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          >
            <option value="">{t`Choose an instance…`}</option>
            {eligible.map((instance) => {
              const name = isolate(instance.name);
              const region = instance.regionId;
              const status = instanceStatusInSentence(instance.status);
              return (
                <option key={instance.id} value={instance.id}>
                  {typeof region === 'string'
                    ? t`${name} (${region}, ${status})`
                    : t`${name} (${status})`}
                </option>
              );
            })}
          </select>
        )}
      </Field>
    </>
  );
}
