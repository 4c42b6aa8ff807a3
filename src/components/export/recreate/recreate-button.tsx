/**
 * "Recreate as script": downloads a bash script that recreates `read()` on another account
 * (write-bash.ts, loaded when pressed). The script holds no key: it reads CLOUD_API_KEY, and the
 * address from CLOUD_API_URL, by default the one this console uses.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getSession } from '@/api/session/session';
import { Button } from '@/components/ui/button';
import type { RecreateSelection } from './data';

function save(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/x-shellscript;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const apiUrl = () => new URL(getSession()?.baseUrl ?? '/api/v1', window.location.origin).href.replace(/\/$/, '');

/** Writes the script for `selection` (the writer loads now) and downloads it; false when it cannot load. */
export function downloadScript(selection: RecreateSelection): Promise<boolean> {
  return import('./write-bash').then(
    ({ writeBash }) => (save('recreate.sh', writeBash(selection, apiUrl())), true),
    () => false,
  );
}

export function RecreateScriptButton({ read, size }: { read: () => RecreateSelection; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        size={size}
        onClick={() => void downloadScript(read()).then((done) => setFailed(!done))}
      >
        {t`Recreate as script`}
      </Button>
      {failed ? <span role="alert" className="text-sm text-danger">{t`The script writer could not be loaded. Reload the console and try again.`}</span> : null}
    </>
  );
}
