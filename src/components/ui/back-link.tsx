/** The way back from a detail page to its list, above the page's heading. */
import { Link, type LinkProps } from '@tanstack/react-router';

export function BackLink({ to, label }: { to: LinkProps['to']; label: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="text-accent underline-offset-2 hover:underline">
        ← {label}
      </Link>
    </p>
  );
}
