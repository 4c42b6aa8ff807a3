import { useLingui } from '@lingui/react/macro';
import { setPresenting } from '@/lib/presentation/presentation';

/**
 * The top bar's marker, only while presentation mode is on: a band along the bar at every width, and a
 * button that turns the mode off (an icon below 2xl; none between md and lg, where the bar is full).
 * A chunk of its own (presentation-switch.tsx loads it when the mode is on): a tab with the mode off
 * never renders it.
 */
export function PresentingMarker() {
  const { t } = useLingui();
  return (
    <>
      {/* A band along the bar's lower edge, at every width: seen at a glance, on a shared screen too. */}
      <span
        aria-hidden="true"
        data-testid="presenting-band"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-1 bg-warning"
      />
      {/* Between md and lg the bar has no room left: the band and the side nav's switch say it there. */}
      <button
        type="button"
        data-testid="presenting-marker"
        className="inline-flex shrink-0 items-center gap-1 rounded-md border border-warning md:max-lg:hidden px-1.5 py-0.5 text-xs font-semibold text-warning hover:bg-surface-2"
        onClick={() => void setPresenting(false)}
        aria-label={t`Presentation mode is on: values are masked. Turn it off`}
        title={t`Presentation mode is on: IPs, e-mails, key prefixes, hosts, account names and amounts are masked. Press to turn it off`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="h-3.5 w-3.5 fill-none stroke-current"
          strokeWidth="1.5"
        >
          <rect x="1.5" y="2.5" width="13" height="9" rx="1" />
          <path d="M5.5 14h5M8 11.5V14" />
        </svg>
        <span className="hidden 2xl:inline">{t`Presenting`}</span>
      </button>
    </>
  );
}
