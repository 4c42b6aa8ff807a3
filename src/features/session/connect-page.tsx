import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { getRuntimeConfig } from '@/api/config';
import { isApiError } from '@/api/errors';
import { describeError } from '@/lib/wording/describe-error';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Notice } from '@/components/ui/notice';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { connectWithKey } from '@/api/identity/connect';
import { ConnectWait } from './connect-wait';
import { DemoKeys } from './demo-keys';
import { keyProblem } from './key-text';
import { serviceAddress } from './service-address';

const route = getRouteApi('/connect');

export function ConnectPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Connect`);
  const search = route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const config = getRuntimeConfig();
  // Uncontrolled on purpose: a controlled input mirrors the key into its `value` attribute, where
  // anything reading the page's markup finds it. The key is read from the input at submit only.
  const keyInput = useRef<HTMLInputElement>(null);
  const [baseUrl, setBaseUrl] = useState(config.apiBaseUrl);
  const address = config.allowBaseUrlChange ? serviceAddress(baseUrl, config.apiBaseUrl) : null;
  const url = address?.url;
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const token = keyInput.current?.value ?? '';
    const problem = keyProblem(token);
    if (problem) return setFormError(problem);
    setFormError(undefined);
    if (address?.problem) return;
    setPending(true);
    try {
      await connectWithKey(queryClient, {
        token,
        baseUrl: address?.url ?? config.apiBaseUrl,
        remember,
      });
      clearKey();
      await router.navigate({ to: search.redirect ?? '/' });
    } catch (error) {
      // A refused key is of no more use; do not leave it in the page.
      if (isApiError(error) && error.code === 'invalid_token') clearKey();
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  function clearKey() {
    if (keyInput.current) keyInput.current.value = '';
  }

  function pickDemoKey(token: string) {
    if (keyInput.current) keyInput.current.value = token;
  }

  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10"
    >
      <h1 className="text-2xl font-semibold">{t`Connect to Cloud Console`}</h1>
      <p className="mt-2 text-sm text-muted">
        {t`Paste an API key. The console sends it only to the service, as a bearer header, and never puts it in an address, a log or the page.`}
      </p>
      {search.reason ? (
        <Notice tone={search.reason === 'signed_out' ? 'info' : 'warning'} className="mt-4">
          {search.reason === 'signed_out'
            ? t`You signed out. The key was forgotten on this device.`
            : search.reason === 'revoked_self'
              ? t`The key this console was using was revoked, so the console signed out.`
              : t`Your session ended because the service refused the key: it was revoked or expired, or the account is suspended (for example for a zero balance). Connect again to continue where you were.`}
        </Notice>
      ) : null}
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field
          label={t`API key`}
          error={formError}
          hint={t`Keys start with their prefix, for example ccs_…`}
        >
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
              ref={keyInput}
            />
          )}
        </Field>
        {address ? (
          <Field
            label={t`Service address`}
            hint={
              url ? (
                <Trans>
                  The key will be sent to <strong className="wrap-anywhere text-fg">{url}</strong>{' '}
                  and nowhere else.
                </Trans>
              ) : (
                t`The API base, ending in /api/v1.`
              )
            }
            error={address.problem}
          >
            {(props) => (
              <input
                {...props}
                className={inputClass}
                value={baseUrl}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setBaseUrl(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t`Remember on this device`}
          </label>
          {remember ? (
            <p className="text-xs text-warning" role="status">
              {t`The key will stay in this browser’s storage after you close the tab. Anyone using this browser profile can act with it. Use only on a device that is yours.`}
            </p>
          ) : (
            <p className="text-xs text-muted">
              {t`By default the key is forgotten when this tab closes.`}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t`Checking the key…` : t`Connect`}
        </Button>
        {pending ? <ConnectWait /> : null}
      </form>
      {failure ? (
        <ErrorNotice
          className="mt-4"
          title={describeError(failure).title}
          code={describeError(failure).code}
        >
          <p>{describeError(failure).detail}</p>
        </ErrorNotice>
      ) : null}
      <DemoKeys onPick={pickDemoKey} />
    </main>
  );
}
