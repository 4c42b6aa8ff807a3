import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { NAV_ITEMS } from '@/components/layout/nav-items';

/** The address as the browser's address bar shows it: `%20` as a space, a broken escape as sent. */
function readable(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * An address no page has (a mistyped or old link), inside the shell: the navigation, the search
 * and the top bar stay at hand, as on any other page. It names the address, so a person sees what
 * was mistyped, and offers the section the address is under (`/volumes/v-1/nothing` → Volumes)
 * beside the overview. Signed out, the layout asks to connect first, like any other address.
 */
export function NotFoundPage() {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const section = NAV_ITEMS.find((item) => item.to !== '/' && pathname.startsWith(`${item.to}/`));
  const sectionName = section && i18n._(section.label);
  return (
    <>
      <PageHeader
        title={t`Page not found`}
        description={t`There is nothing at this address.`}
        freshness={false}
      />
      <p className="mb-4 text-sm">
        {t`Address:`} <code className="font-mono break-all">{readable(pathname)}</code>
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {section && (
          <li>
            <Link to={section.to} className="text-accent underline">
              {t`Go to ${sectionName}`}
            </Link>
          </li>
        )}
        <li>
          <Link to="/" className="text-accent underline">
            {t`Go to the overview`}
          </Link>
        </li>
      </ul>
    </>
  );
}
