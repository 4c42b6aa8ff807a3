import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LiveBodyFields, useLiveBody } from '@/components/openapi-form/use-live-body';
import {
  boundError,
  boundHint,
  numberValue,
  useFormBounds,
} from '@/components/openapi-form/field-bounds';
import { useFormDocument } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { ActionDialog } from '@/components/write/action-dialog';
import { selectRegionPicker } from '../reads';
import { RegionSelect, useRegions } from '@/components/pickers/region-select';
import { Field, inputClass } from '@/components/ui/field';
import { formatCents } from '@/lib/format';
import { createVolumeCall, useCreateVolume } from '../mutations';
import { MAX_VOLUME_GB, VOLUME_NAME, volumeNameError, volumeSizeError } from '../volume-name';

/**
 * Our contract's bounds of the name and size (VolumeCreate), which the live document may tighten
 * (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const VOLUME_BOUNDS = {
  name: { minLength: 1, maxLength: 63, pattern: VOLUME_NAME.source },
  sizeGb: { minimum: 1, maximum: MAX_VOLUME_GB },
};

/** The create as the live document may describe it (docs/drift.md): fields it requires beyond ours are shown and sent. */
const LIVE_TARGET = {
  method: 'post',
  path: '/volumes',
  known: ['name', 'sizeGb', 'regionId'],
  idPrefix: 'volume-live',
} as const;

/** The create form, loaded when first opened (create-volume-button.tsx). */
export function CreateVolumeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateVolume();
  const regions = useRegions();
  const [name, setName] = useState('');
  const [size, setSize] = useState('10');
  const [regionId, setRegionId] = useState('');
  const [touched, setTouched] = useState(false);
  // The live document, read when the form first opens (the explorer's, cached for the session).
  const { document, unread } = useFormDocument(open);
  const live = useLiveBody(document, LIVE_TARGET);
  // The name and size as the live document bounds them: a tighter bound is said and refused before sending.
  const bounds = useFormBounds(document, 'post', '/volumes', VOLUME_BOUNDS);
  const liveField = live.fields.find((spec) => live.problems[spec.id]);
  const liveProblem = liveField
    ? `${liveField.name}: ${live.problems[liveField.id]?.join(' ') ?? ''}`
    : undefined;
  const nameError = volumeNameError(name) ?? boundError(bounds.name, name);
  const sizeError = volumeSizeError(size) ?? boundError(bounds.sizeGb, numberValue(size));
  const blocked =
    nameError ?? sizeError ?? (regionId ? undefined : t`Choose a region.`) ?? liveProblem;
  const body = { name, sizeGb: Number(size), regionId, ...live.body };
  const price = regions.find((region) => region.id === regionId)?.volumePricePerGbMonthCents;
  const monthly = price !== undefined && !sizeError ? formatCents(price * Number(size)) : undefined;

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setTouched(false);
      }}
      title={t`Create a volume`}
      description={t`Block storage in one region; attach it to an instance there afterwards.`}
      confirmLabel={t`Create volume`}
      pendingLabel={t`Creating…`}
      mutation={create}
      request={createVolumeCall(body)}
      blockedReason={blocked}
      onConfirm={() =>
        create.run(body, {
          onSuccess: (volume) => {
            onOpenChange(false);
            setName('');
            setTouched(false);
            void navigate({ to: '/volumes/$volumeId', params: { volumeId: volume.id } });
          },
        })
      }
    >
      <Field
        label={t`Name`}
        hint={boundHint(bounds.name, VOLUME_BOUNDS.name)}
        error={touched || name ? nameError : undefined}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={name}
            autoComplete="off"
            onBlur={() => setTouched(true)}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`Size (GB)`}
        error={sizeError}
        hint={[
          boundHint(bounds.sizeGb, VOLUME_BOUNDS.sizeGb),
          monthly
            ? t`${monthly} a month at this region’s price.`
            : t`Sizes can grow later, never shrink.`,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="numeric"
            value={size}
            onChange={(event) => setSize(event.target.value.trim())}
          />
        )}
      </Field>
      <RegionSelect value={regionId} onChange={setRegionId} check={selectRegionPicker} />
      <LiveBodyFields live={live} />
      <ContractLimitsNote shown={unread} />
    </ActionDialog>
  );
}
