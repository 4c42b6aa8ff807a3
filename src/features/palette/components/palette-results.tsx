import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { maskText, usePresenting } from '@/lib/presentation/presentation';
import { GROUP_NAMES, type PaletteEntry } from '../palette-entries';
import type { ResultGroup } from '../palette-search';

export function PaletteResults({
  id,
  groups,
  activeId,
  optionId,
  onHover,
  onChoose,
}: {
  id: string;
  groups: ResultGroup[];
  activeId: string | undefined;
  optionId: (entry: PaletteEntry) => string;
  onHover: (entry: PaletteEntry) => void;
  onChoose: (entry: PaletteEntry) => void;
}) {
  // Presentation mode: IPs, ranges and e-mails in the results are masked, and key prefixes.
  const presenting = usePresenting();
  const { t, i18n } = useLingui();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t`Results`}
      className="max-h-[50vh] overflow-y-auto rounded-md border border-border empty:hidden"
    >
      {groups.map((group) => (
        <div key={group.group} role="group" aria-label={i18n._(GROUP_NAMES[group.group])}>
          <div
            aria-hidden="true"
            className="sticky top-0 bg-surface-2 px-3 py-1 text-xs font-semibold text-muted"
          >
            {i18n._(GROUP_NAMES[group.group])}
            {group.hidden
              ? ` ${plural(group.hidden, { one: '(# more; type more to narrow)', other: '(# more; type more to narrow)' })}`
              : ''}
          </div>
          {group.entries.map((entry) => {
            const entryId = optionId(entry);
            const active = entryId === activeId;
            return (
              // Focus stays in the combobox input (aria-activedescendant); the keyboard is handled there.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={entry.id}
                id={entryId}
                role="option"
                aria-selected={active}
                tabIndex={-1}
                className={cn(
                  'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-1.5 text-sm',
                  active && 'bg-accent text-accent-fg',
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => !active && onHover(entry)}
                onClick={() => onChoose(entry)}
              >
                <span className="min-w-0 truncate font-medium">
                  {presenting ? maskText(entry.label) : entry.label}
                </span>
                {entry.detail ? (
                  <span
                    className={cn(
                      'shrink-0 truncate text-xs',
                      active ? 'text-accent-fg' : 'text-muted',
                    )}
                  >
                    {presenting ? (entry.maskedDetail ?? maskText(entry.detail)) : entry.detail}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
