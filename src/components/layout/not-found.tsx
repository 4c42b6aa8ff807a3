import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  const { t } = useLingui();
  return (
    // Shown outside the shell (the root's not-found): its own side padding, the shell's main's, and
    // its own main landmark, where a page change puts the focus (route-announcer.tsx).
    <main id="main" tabIndex={-1} className="px-4 py-10 md:px-6">
      <h1 className="text-xl font-semibold">{t`Page not found`}</h1>
      <p className="mt-2 text-sm text-muted">{t`There is nothing at this address.`}</p>
      <Link to="/" className="mt-4 inline-block text-accent underline">
        {t`Go to the overview`}
      </Link>
    </main>
  );
}
