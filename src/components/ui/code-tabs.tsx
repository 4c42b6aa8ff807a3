import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CodeTab<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs over one piece of code in several forms (a request as curl or fetch, a script in bash or
 * Python, a snippet per language): a tablist whose arrows move between tabs, and the chosen tab's
 * panel (`children`). The panel's id is `${id}-panel`; each tab's is `${id}-tab-${key}`.
 */
export function CodeTabs<K extends string>({
  id,
  label,
  tabs,
  active,
  onSelect,
  className,
  panelClassName,
  children,
}: {
  id: string;
  /** The tablist's accessible name ("Request as", "Script in"). */
  label: string;
  tabs: ReadonlyArray<CodeTab<K>>;
  active: K;
  onSelect: (key: K) => void;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const tabId = (key: K) => `${id}-tab-${key}`;
  const move = (step: number) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + step + tabs.length) % tabs.length]!.key;
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={cn('flex flex-wrap gap-1 border-b border-border', className)}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            className={cn(
              '-mb-px rounded-t-md border px-2.5 py-1 text-xs',
              tab.key === active
                ? 'border-border border-b-surface bg-surface font-medium'
                : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(active)}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
