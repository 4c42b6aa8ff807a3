import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionDialog } from '@/components/write/action-dialog';
import { selectRegionPicker } from '../reads';
import { RegionSelect } from '@/components/pickers/region-select';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import { useReserveIp, reserveIpCall } from '../mutations';

export function ReserveIpButton() {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const navigate = useNavigate();
  const reserve = useReserveIp();
  const [open, setOpen] = useState(false);
  const [regionId, setRegionId] = useState('');
  return (
    <>
      <Button
        variant="primary"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen(true)}
      >
        {t`Reserve an IP`}
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Reserve an IP address`}
        description={t`A static public address in one region; assign it to an instance there.`}
        confirmLabel={t`Reserve`}
        pendingLabel={t`Reserving…`}
        mutation={reserve}
        request={reserveIpCall(regionId)}
        blockedReason={regionId ? undefined : t`Choose a region.`}
        onConfirm={() =>
          reserve.run(regionId, {
            onSuccess: (ip) => {
              setOpen(false);
              void navigate({ to: '/reserved-ips/$reservedIpId', params: { reservedIpId: ip.id } });
            },
          })
        }
      >
        <RegionSelect value={regionId} onChange={setRegionId} check={selectRegionPicker} />
      </ActionDialog>
    </>
  );
}
