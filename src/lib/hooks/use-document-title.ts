import { useEffect } from 'react';
import { shown, usePresenting } from '@/lib/presentation/presentation';

/** The tab's title; in presentation mode an address or e-mail in it is masked (the tab strip is shared too). */
export function useDocumentTitle(title: string | undefined): void {
  const presenting = usePresenting();
  useEffect(() => {
    if (title) document.title = `${shown(title)} · Cloud Console`;
  }, [title, presenting]);
}
