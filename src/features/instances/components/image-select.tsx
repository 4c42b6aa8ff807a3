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
  return (
    <Field id={id} label="Operating system image" error={error} hint="Images that need more disk than the chosen plan has are shown disabled with the reason.">
      {(props) => (
        <select {...props} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose an image…</option>
          {images.map((image) => {
            const reason = imageUnavailableReason(image, plan);
            return (
              <option key={image.id} value={image.id} disabled={Boolean(reason)}>
                {image.name}
                {reason ? ` — unavailable: ${reason}` : ''}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
