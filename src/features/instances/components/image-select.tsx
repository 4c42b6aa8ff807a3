import { useLingui } from '@lingui/react/macro';
import { Field, inputClass } from '@/components/ui/field';
import { imageUnavailableReason } from '../catalog';
import type { OsImage, Plan } from '../types';

export function ImageSelect({
  id,
  images,
  plan,
  value,
  error,
  onChange,
}: {
  id?: string;
  images: OsImage[];
  plan: Plan | undefined;
  value: string;
  error?: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field
      id={id}
      label={t`Operating system image`}
      error={error}
      hint={t`Images that need more disk than the chosen plan has are shown disabled with the reason.`}
    >
      {(props) => (
        <select
          {...props}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t`Choose an image…`}</option>
          {images.map((image) => {
            const reason = imageUnavailableReason(image, plan);
            const name = image.name;
            return (
              <option key={image.id} value={image.id} disabled={Boolean(reason)}>
                {reason ? t`${name} — unavailable: ${reason}` : name}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
