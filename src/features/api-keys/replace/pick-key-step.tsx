import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeExpiryLength, expiryLengthDays, isExpired } from '../expiry';
import type { ApiKey } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';
import { scopeName } from '../scope-words';

export function PickKeyStep({
  keys,
  ownKeyId,
  initialId,
  onPick,
}: {
  keys: ApiKey[];
  ownKeyId: string | null;
  initialId: string | undefined;
  onPick: (key: ApiKey) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const usable = keys.filter((key) => !isExpired(key));
  const [selected, setSelected] = useState<string | undefined>(
    () => usable.find((key) => key.id === initialId)?.id,
  );
  const expiredCount = keys.length - usable.length;
  const chosen = usable.find((key) => key.id === selected);
  return (
    <section aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="text-base font-semibold">
        {t`Which key do you want to replace?`}
      </h2>
      <p className="mt-1 text-sm text-muted">{t`The new key gets the same scope and the same expiry length. Nothing changes until you create it.`}</p>
      <fieldset className="mt-3 flex flex-col gap-2">
        <legend className="sr-only">{t`Key to replace`}</legend>
        {usable.map((key) => {
          const scope = scopeName(key.scope);
          const length = describeExpiryLength(expiryLengthDays(key));
          return (
            <label
              key={key.id}
              className="flex gap-2 rounded-md border border-border p-2 text-sm has-checked:border-accent"
            >
              <input
                type="radio"
                name={name}
                value={key.id}
                checked={selected === key.id}
                onChange={() => setSelected(key.id)}
              />
              <span>
                <UserText className="font-medium">{key.name}</UserText>{' '}
                <code className="text-xs">{shown(key.prefix, 'word')}</code>
                {key.id === ownKeyId ? (
                  <span className="ms-2 text-xs text-accent">{t`this session`}</span>
                ) : null}
                <span className="block text-xs text-muted">{t`${scope}, ${length}`}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {expiredCount > 0 ? (
        <p className="mt-2 text-xs text-muted">
          {plural(expiredCount, {
            one: '# expired key is not listed: an expired key no longer works, so create a new key instead.',
            other:
              '# expired keys are not listed: an expired key no longer works, so create a new key instead.',
          })}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button
          variant="primary"
          disabled={!chosen}
          disabledReason={t`Choose a key first.`}
          onClick={() => chosen && onPick(chosen)}
        >
          {t`Continue`}
        </Button>
      </div>
    </section>
  );
}
