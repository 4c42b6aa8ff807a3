import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import { resolveLanguage } from '@/lib/i18n/i18n';
import { LANGUAGE_NAMES } from '@/lib/i18n/language-names';
import { PAGE_SIZE_CHOICES, setPreferences, usePreferences } from '@/lib/preferences';
import { PreferenceChoice } from './preference-choice';

/**
 * How this person reads the console, on this device only (localStorage; no key, no secret). Each
 * choice applies at once; other tabs of the console follow.
 */
export function PreferencesPage() {
  const { t } = useLingui();
  const preferences = usePreferences();
  // A fixed moment for the preview, so it shows the format rather than ticking.
  const [sample] = useState(() => new Date().toISOString());
  const browserLanguage = LANGUAGE_NAMES[resolveLanguage('auto')];
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'local';
  const preview = formatDateTime(sample);
  return (
    <>
      <PageHeader
        title={t`Preferences`}
        description={t`Kept in this browser on this device only. Nothing here is sent to the service, and no key is stored with it.`}
        freshness={false}
      />
      <div className="flex max-w-2xl flex-col gap-4">
        <PreferenceChoice
          legend={t`Language`}
          hint={t`Words, numbers, dates and amounts. The service’s own codes (read_only_key, invalid_token) stay as the service sends them.`}
          value={preferences.language}
          options={[
            { value: 'auto', label: t`As the browser says (${browserLanguage})` },
            ...(['en', 'de', 'pseudo', 'pseudo-rtl'] as const).map((language) => ({
              value: language,
              label: LANGUAGE_NAMES[language],
              lang: language.startsWith('pseudo') ? 'en' : language,
            })),
          ]}
          onChange={(language) => setPreferences({ language })}
        />
        <PreferenceChoice
          legend={t`Time zone for dates`}
          hint={t`Every date and time in the console, not only the charts.`}
          value={preferences.timeZone}
          options={[
            { value: 'local', label: t`This device’s time (${deviceZone})` },
            { value: 'utc', label: 'UTC' },
          ]}
          onChange={(timeZone) => setPreferences({ timeZone })}
        />
        <PreferenceChoice
          legend={t`Date format`}
          value={preferences.dateFormat}
          options={[
            { value: 'day-month', label: t`Day month year (10 Mar 2026)` },
            { value: 'month-day', label: t`Month day, year (Mar 10, 2026)` },
            { value: 'iso', label: t`Year-month-day (2026-03-10)` },
          ]}
          onChange={(dateFormat) => setPreferences({ dateFormat })}
        />
        <p className="text-sm" aria-live="polite">
          <Trans>
            Now shown as: <strong data-testid="date-preview">{preview}</strong>
          </Trans>
        </p>
        <PreferenceChoice
          legend={t`Table density`}
          value={preferences.density}
          options={[
            { value: 'comfortable', label: t`Comfortable` },
            { value: 'compact', label: t`Compact (more rows on screen)` },
          ]}
          onChange={(density) => setPreferences({ density })}
        />
        <PreferenceChoice
          legend={t`Rows per page`}
          hint={t`For paged lists (transactions, tickets, backups, monitoring) when the address names no page size. Each list can still change it.`}
          value={preferences.pageSize}
          options={PAGE_SIZE_CHOICES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(pageSize) => setPreferences({ pageSize })}
        />
        <PreferenceChoice
          legend={t`Motion`}
          value={preferences.reducedMotion}
          options={[
            { value: 'system', label: t`As the system says` },
            { value: 'reduce', label: t`Reduce motion (no animations or transitions)` },
          ]}
          onChange={(reducedMotion) => setPreferences({ reducedMotion })}
        />
        <PreferenceChoice
          legend={t`Undo window for deletes`}
          hint={t`How long a confirmed delete, destroy or revoke waits, with Undo, before it is sent. The window keeps counting across pages and tabs; closing or reloading the tab inside it sends nothing.`}
          value={preferences.undoWindow}
          options={[
            { value: 0, label: t`Off (sent at once)` },
            ...([5, 10, 30] as const).map((seconds) => ({
              value: seconds,
              label: t`${seconds} seconds`,
            })),
          ]}
          onChange={(undoWindow) => setPreferences({ undoWindow })}
        />
      </div>
    </>
  );
}
