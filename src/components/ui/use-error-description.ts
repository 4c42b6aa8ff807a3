import { useEffect, useState } from 'react';
import type { describeError } from '@/lib/wording/describe-error';
import type { ErrorDescription } from '@/lib/wording/error-description';
import { isChunkLoadError } from '@/lib/code-loading/chunk-load';
import { CHUNK_LOAD_DESCRIPTION } from '@/lib/wording/chunk-load-description';

type Describe = typeof describeError;
let describe: Describe | undefined;
let loading: Promise<Describe> | undefined;

/**
 * The error texts are not in the entry: main.tsx loads them when the browser is first idle, and
 * an error that comes sooner loads them itself. A failed load (a deploy removed the file) is
 * described as what it is, with the reload it needs; the next error tries again.
 */
export function loadErrorTexts(): Promise<Describe> {
  loading ??= import('@/lib/wording/describe-error').then(
    (m) => (describe = m.describeError),
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

/** `reload`: what failed is the console's own code, so a reload, not a retry, fixes it. */
export function useErrorDescription(
  error: unknown,
): { text: ErrorDescription; reload: boolean } | null {
  const [loaded, setLoaded] = useState<Describe | 'failed' | undefined>(() => describe);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadErrorTexts().then(
      (next) => live && setLoaded(() => next),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (isChunkLoadError(error) || loaded === 'failed')
    return { text: CHUNK_LOAD_DESCRIPTION, reload: true };
  // Until the texts arrive (one small file, usually there already) nothing shows rather than a
  // vaguer message that would then change under the reader.
  return loaded ? { text: loaded(error), reload: false } : null;
}
