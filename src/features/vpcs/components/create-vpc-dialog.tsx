import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { boundError, boundHint, useFormBounds } from '@/components/openapi-form/field-bounds';
import { useFormDocument } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { selectRegionPicker } from '../reads';
import { RegionSelect } from '@/components/pickers/region-select';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { lengthError } from '@/lib/length-limit';
import { useWritePermission } from '@/api/identity/use-identity';
import { vpcRangeError } from '../cidr';
import { createVpcCall, useCreateVpc } from '../mutations';
import { vpcsQuery } from '../queries';
import { shown } from '@/lib/presentation/presentation';

export function CreateVpcButton() {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="primary"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen(true)}
      >
        {t`Create VPC`}
      </Button>
      <CreateVpcDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * Our contract's bounds of what the create sends (VpcCreate), which the live document may tighten
 * (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const VPC_BOUNDS = {
  name: { minLength: 1, maxLength: 63 },
  ipRange: { pattern: '^[0-9]{1,3}(\\.[0-9]{1,3}){3}/[0-9]{1,2}$' },
};

function CreateVpcDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateVpc();
  const vpcs = useQuery(vpcsQuery).data?.items ?? [];
  const [name, setName] = useState('');
  const [regionId, setRegionId] = useState('');
  const [ipRange, setIpRange] = useState('');
  // The live document, read when the form first opens (the explorer's, cached for the session):
  // a tighter bound it states is said by the field and refused before sending.
  const { document, unread } = useFormDocument(open);
  const bounds = useFormBounds(document, 'post', '/vpcs', VPC_BOUNDS);
  const others = vpcs.filter((vpc) => vpc.regionId === regionId);
  const rangeError = vpcRangeError(ipRange, others) ?? boundError(bounds.ipRange, ipRange.trim());
  const nameError = !name.trim()
    ? t`Enter a name.`
    : (lengthError(name, 63) ?? boundError(bounds.name, name.trim()));
  const rangeHint = boundHint(bounds.ipRange, VPC_BOUNDS.ipRange);
  const blocked = nameError ?? (regionId ? undefined : t`Choose a region.`) ?? rangeError;
  const taken = others.map((vpc) => shown(vpc.ipRange, 'ip')).join(', ');

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Create a VPC`}
      description={t`A private network for instances of one region.`}
      confirmLabel={t`Create VPC`}
      pendingLabel={t`Creating…`}
      mutation={create}
      request={createVpcCall({ name: name.trim(), regionId, ipRange: ipRange.trim() })}
      blockedReason={blocked}
      onConfirm={() =>
        create.run(
          { name: name.trim(), regionId, ipRange: ipRange.trim() },
          {
            onSuccess: (vpc) => {
              onOpenChange(false);
              setName('');
              setIpRange('');
              void navigate({ to: '/vpcs/$vpcId', params: { vpcId: vpc.id } });
            },
          },
        )
      }
    >
      <Field
        label={t`Name`}
        hint={boundHint(bounds.name, VPC_BOUNDS.name)}
        error={name ? nameError : undefined}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <RegionSelect value={regionId} onChange={setRegionId} check={selectRegionPicker} />
      <Field
        label={t`IP range`}
        hint={
          regionId && others.length
            ? [rangeHint, t`Taken in ${regionId}: ${taken}.`].filter(Boolean).join(' ')
            : (rangeHint ?? t`A private range from /16 to /28, for example 10.20.0.0/16.`)
        }
        error={ipRange ? rangeError : undefined}
      >
        {(props) => (
          <input
            {...props}
            className={`${inputClass} font-mono`}
            value={ipRange}
            placeholder="10.20.0.0/16"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setIpRange(event.target.value)}
          />
        )}
      </Field>
      <ContractLimitsNote shown={unread} />
    </ActionDialog>
  );
}
