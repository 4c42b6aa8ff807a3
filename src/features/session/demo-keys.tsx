import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '@/api/config';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { forgetRefusedDemoLink, refusedDemoLink } from '@/demo/refused-link';

// Whole sentences: each button says what pressing it does.
/** A kind the console does not know yet still reads as a sentence: "Use the revoked key". */
export function demoKeyLabel(kind: string): string {
  switch (kind) {
    case 'full':
      return t`Use the full key (read and write)`;
    case 'read':
      return t`Use the read-only key`;
    case 'suspended':
      return t`Use a key of a suspended account (zero balance)`;
    case 'member':
      return t`Use a team member’s key`;
    case 'expired':
      return t`Use an expired key`;
  }
  const words = kind.replace(/[_-]+/g, ' ');
  return t`Use the ${words} key`;
}

/** The notice's title when a demo link's key was refused, naming the key as the button does. */
function refusedTitle(kind: string): string {
  switch (kind) {
    case 'full':
      return t`The demo link’s key was refused: the full key (read and write)`;
    case 'read':
      return t`The demo link’s key was refused: the read-only key`;
    case 'suspended':
      return t`The demo link’s key was refused: a key of a suspended account (zero balance)`;
    case 'member':
      return t`The demo link’s key was refused: a team member’s key`;
    case 'expired':
      return t`The demo link’s key was refused: an expired key`;
  }
  const words = kind.replace(/[_-]+/g, ' ');
  return t`The demo link’s key was refused: the ${words} key`;
}

/** Demo builds offer their demo keys; live builds render nothing and load no demo code. */
function DemoKeysImpl({ onPick }: { onPick: (token: string) => void }) {
  const demo = getRuntimeConfig().mode === 'demo';
  const [keys, setKeys] = useState<Record<string, string> | null>(null);
  const [refused] = useState(refusedDemoLink);
  // Said once: a later visit to the connect screen is not about the link.
  useEffect(forgetRefusedDemoLink, []);
  useEffect(() => {
    if (!demo) return;
    void import('@/demo/backend').then(({ demoKeys }) => demoKeys()).then(setKeys);
  }, [demo]);
  if (!demo) return null;
  const notice = refused ? (
    <Notice tone="warning" role="alert" className="mt-4" title={refusedTitle(refused)}>
      {refused === 'suspended'
        ? t`By design: the demo’s suspended account is under the zero-balance lock, so the service answers each of its keys with 401 invalid_token, as it would a wrong or revoked key. Adding funds lifts the lock. Pick another key below to go on.`
        : t`The service did not accept it. Pick another key below to go on.`}
    </Notice>
  ) : null;
  if (!keys) return notice;
  return (
    <>
      {notice}
      <section
        aria-labelledby="demo-keys"
        className="mt-6 rounded-md border border-border bg-surface p-3"
      >
        <h2 id="demo-keys" className="text-sm font-semibold">
          {t`Demo keys`}
        </h2>
        <p className="text-xs text-muted">
          {t`This demo runs entirely in your browser on generated data.`}
        </p>
        <div className="mt-2 flex flex-col gap-2">
          {Object.entries(keys).map(([kind, token]) => (
            <Button key={kind} size="sm" onClick={() => onPick(token)}>
              {demoKeyLabel(kind)}
            </Button>
          ))}
        </div>
      </section>
    </>
  );
}

// Folded at build time: the live build keeps only the empty component.
export const DemoKeys = __DEMO__
  ? DemoKeysImpl
  : (_props: { onPick: (token: string) => void }) => null;
