import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { EventGroup, WebhookEvent } from '../events';

function GroupToggle({
  group,
  selected,
  onChange,
}: {
  group: EventGroup;
  selected: ReadonlySet<WebhookEvent>;
  onChange: (all: boolean) => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLInputElement>(null);
  const count = group.events.filter((e) => selected.has(e.name)).length;
  const all = count === group.events.length;
  const label = t(group.label);
  const total = group.events.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      <input ref={ref} type="checkbox" checked={all} onChange={() => onChange(!all)} />
      {t`${label} — all ${total}`}
    </label>
  );
}

/** The subscribable events, grouped as the spec groups them, each group with a select-all. */
export function EventPicker({
  groups,
  value,
  onChange,
  error,
  hint,
}: {
  groups: EventGroup[];
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: string | undefined;
  /** A quiet line under the choices (the live document's narrower list of events). */
  hint?: string | undefined;
}) {
  const { t } = useLingui();
  const selected = new Set(value);
  const order = groups.flatMap((g) => g.events.map((e) => e.name));
  const chosen = value.length;
  const available = order.length;
  const commit = (next: Set<WebhookEvent>) => onChange(order.filter((name) => next.has(name)));
  const toggle = (names: WebhookEvent[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    commit(next);
  };
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={
        [hint ? 'event-picker-hint' : '', error ? 'event-picker-error' : ''].join(' ').trim() ||
        undefined
      }
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium">
        <Trans>
          Events{' '}
          <span className="font-normal text-muted">
            ({chosen} of {available} chosen)
          </span>
        </Trans>
      </legend>
      {groups.map((group) => (
        <div
          key={group.id}
          role="group"
          aria-label={t(group.label)}
          className="rounded-md border border-border p-2"
        >
          {group.events.length > 1 ? (
            <GroupToggle
              group={group}
              selected={selected}
              onChange={(all) =>
                toggle(
                  group.events.map((e) => e.name),
                  all,
                )
              }
            />
          ) : (
            <p className="text-sm font-semibold">{t(group.label)}</p>
          )}
          <ul className="mt-1 grid gap-1 ps-6 sm:grid-cols-2">
            {group.events.map((event) => (
              <li key={event.name}>
                <label className="grid grid-cols-[auto_1fr] items-start gap-x-2 text-sm [&>span:last-child]:col-start-2">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={selected.has(event.name)}
                    onChange={(e) => toggle([event.name], e.target.checked)}
                  />
                  <span className="font-mono text-xs">{event.name}</span>
                  <span className="sr-only">: </span>
                  <span className="text-xs text-muted">
                    {typeof event.description === 'string'
                      ? event.description
                      : t(event.description)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {hint ? (
        <p id="event-picker-hint" className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id="event-picker-error" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
