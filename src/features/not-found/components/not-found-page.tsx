import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

/**
 * An address no page has (a mistyped or old link), inside the shell: the navigation, the search
 * and the top bar stay at hand, as on any other page. Signed out, the layout asks to connect
 * first, like any other address.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Page not found`}
        description={t`There is nothing at this address.`}
        freshness={false}
      />
      <Link to="/" className="text-sm text-accent underline">
        {t`Go to the overview`}
      </Link>
    </>
  );
}
