/**
 * The field of a destructive ActionDialog that asks for a name typed exactly (destroy an instance,
 * delete an attached volume, restore over a disk), so a slip of the mouse cannot lose data. The
 * dialog's `blockedReason` stays set until `value === name`.
 */
import { Field, inputClass } from '@/components/ui/field';
import { UserText } from '@/components/ui/user-text';

export function TypeToConfirm({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label={
        <>
          Type <UserText className="font-mono">{name}</UserText> to confirm
        </>
      }
      error={value && value !== name ? 'The name does not match.' : undefined}
    >
      {(props) => <input {...props} className={inputClass} value={value} autoComplete="off" spellCheck={false} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
