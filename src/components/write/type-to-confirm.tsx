/**
 * The field of a destructive dialog that asks for a name typed exactly (destroy an instance,
 * delete an attached volume, restore over a disk, delete several volumes), so a slip of the mouse
 * cannot lose data. `useTypeToConfirm` holds what is typed and gives the dialog's `blockedReason`,
 * set until the text matches.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { UserText } from '@/components/ui/user-text';

interface TypeToConfirmProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A word to type (`delete`) rather than a resource's name: spaces around it do not count. */
  word?: boolean;
}

const matches = ({ name, value, word }: Pick<TypeToConfirmProps, 'name' | 'value' | 'word'>) =>
  (word ? value.trim() : value) === name;

/**
 * `field` goes to `<TypeToConfirm {...field} />`; `blockedReason` is `reason` until the text
 * matches (never, when `needed` is false: nothing to confirm); `reset` empties it, and `closing`
 * wraps a dialog's onOpenChange so that closing empties it too.
 */
export function useTypeToConfirm(
  name: string,
  reason: string,
  { needed = true, word = false }: { needed?: boolean; word?: boolean } = {},
) {
  const [value, setValue] = useState('');
  const reset = () => setValue('');
  return {
    field: { name, value, onChange: setValue, word },
    blockedReason: needed && !matches({ name, value, word }) ? reason : undefined,
    reset,
    closing: (onOpenChange: (open: boolean) => void) => (open: boolean) => {
      if (!open) reset();
      onOpenChange(open);
    },
  };
}

export function TypeToConfirm({ name, value, onChange, word = false }: TypeToConfirmProps) {
  const { t } = useLingui();
  // An element of its own, so the name is shown as typed whatever it holds (a `<b>` in a name is
  // not read as markup of the sentence).
  const typed = <UserText className="font-mono">{name}</UserText>;
  return (
    <Field
      label={<Trans>Type {typed} to confirm</Trans>}
      error={
        value && !matches({ name, value, word })
          ? word
            ? t`Type the word ${name}.`
            : t`The name does not match.`
          : undefined
      }
    >
      {(props) => (
        <input
          {...props}
          className={inputClass}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
