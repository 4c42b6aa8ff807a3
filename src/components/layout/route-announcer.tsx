import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Tells screen-reader users that the page changed (SPAs otherwise change silently). */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [message, setMessage] = useState('');
  useEffect(() => {
    // Wait a frame so the new page has set its title.
    const id = window.setTimeout(() => setMessage(document.title), 50);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
