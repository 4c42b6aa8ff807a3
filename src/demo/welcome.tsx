import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Remembered in this browser (no secret): the welcome is said once. */
const DISMISSED_KEY = 'cc.demo.welcomed';

function dismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The demo build's welcome: what the demo is and what to try. A notice in the page, not a dialog. */
export function DemoWelcome() {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(dismissed);
  if (hidden) return null;
  return (
    <section
      aria-labelledby="demo-welcome"
      className="border-b border-border bg-surface px-4 py-3 text-sm md:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="demo-welcome"
            className="font-semibold"
          >{t`Welcome to the Cloud Console demo`}</h2>
          <p className="text-muted">{t`The data is generated in your browser: nothing you do reaches a real service or bills anyone.`}</p>
          <ul className="mt-1 list-disc ps-5">
            <li>
              {/* Below 640 px the banner folds its controls behind one button (banner.tsx). */}
              <span className="sm:hidden">{t`Open Demo controls in the banner, pick a scenario (a balance running out, a failing webhook, a busy office…) and press Tour.`}</span>
              <span className="max-sm:hidden">{t`Pick a scenario in the banner (a balance running out, a failing webhook, a busy office…) and press Tour.`}</span>
            </li>
            <li>{t`Move the clock an hour or a day ahead: the service’s rules play out, the lock at zero included.`}</li>
            <li>{t`Deploy a server from Instances and watch it come up; press Ctrl K (⌘K on a Mac) to jump anywhere.`}</li>
          </ul>
        </div>
        <Button
          size="sm"
          onClick={() => {
            try {
              globalThis.localStorage?.setItem(DISMISSED_KEY, '1');
            } catch {
              /* blocked storage: hidden for this page only */
            }
            setHidden(true);
          }}
        >
          {t`Dismiss the welcome`}
        </Button>
      </div>
    </section>
  );
}
