import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import { PAGE_SIZE_CHOICES, setPreferences, usePreferences } from '@/lib/preferences';
import { PreferenceChoice } from './preference-choice';

/**
 * How this person reads the console, on this device only (localStorage; no key, no secret). Each
 * choice applies at once; other tabs of the console follow.
 */
export function PreferencesPage() {
  const preferences = usePreferences();
  // A fixed moment for the preview, so it shows the format rather than ticking.
  const [sample] = useState(() => new Date().toISOString());
  return (
    <>
      <PageHeader title="Preferences" description="Kept in this browser on this device only. Nothing here is sent to the service, and no key is stored with it." freshness={false} />
      <div className="flex max-w-2xl flex-col gap-4">
        <PreferenceChoice
          legend="Time zone for dates"
          hint="Every date and time in the console, not only the charts."
          value={preferences.timeZone}
          options={[
            { value: 'local', label: `This device’s time (${Intl.DateTimeFormat().resolvedOptions().timeZone || 'local'})` },
            { value: 'utc', label: 'UTC' },
          ]}
          onChange={(timeZone) => setPreferences({ timeZone })}
        />
        <PreferenceChoice
          legend="Date format"
          value={preferences.dateFormat}
          options={[
            { value: 'day-month', label: 'Day month year (10 Mar 2026)' },
            { value: 'month-day', label: 'Month day, year (Mar 10, 2026)' },
            { value: 'iso', label: 'Year-month-day (2026-03-10)' },
          ]}
          onChange={(dateFormat) => setPreferences({ dateFormat })}
        />
        <p className="text-sm" aria-live="polite">
          Now shown as: <strong data-testid="date-preview">{formatDateTime(sample)}</strong>
        </p>
        <PreferenceChoice
          legend="Table density"
          value={preferences.density}
          options={[
            { value: 'comfortable', label: 'Comfortable' },
            { value: 'compact', label: 'Compact (more rows on screen)' },
          ]}
          onChange={(density) => setPreferences({ density })}
        />
        <PreferenceChoice
          legend="Rows per page"
          hint="For paged lists (transactions, tickets, backups, monitoring) when the address names no page size. Each list can still change it."
          value={preferences.pageSize}
          options={PAGE_SIZE_CHOICES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(pageSize) => setPreferences({ pageSize })}
        />
        <PreferenceChoice
          legend="Motion"
          value={preferences.reducedMotion}
          options={[
            { value: 'system', label: 'As the system says' },
            { value: 'reduce', label: 'Reduce motion (no animations or transitions)' },
          ]}
          onChange={(reducedMotion) => setPreferences({ reducedMotion })}
        />
      </div>
    </>
  );
}
