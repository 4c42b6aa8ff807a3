import { Trans, useLingui } from '@lingui/react/macro';
import { currentServiceDocs } from '@/api/service-docs';

/** Sign-in methods refuse every key (403 session_required), so this console only points to where they live. */
export function SignInMethods() {
  const { t } = useLingui();
  const docs = currentServiceDocs();
  return (
    <section
      aria-labelledby="sign-in-methods"
      className="mt-8 rounded-md border border-border bg-surface p-4 text-sm"
    >
      <h2 id="sign-in-methods" className="text-base font-semibold">
        {t`Sign-in methods`}
      </h2>
      <p className="mt-1">
        <Trans>
          Two-factor authentication, passkeys, connected accounts and closing the account are
          managed only in the service’s own web console, after signing in there. The service refuses
          API keys of either scope for them (<code>403 session_required</code>), so this console
          does not offer them.
        </Trans>
      </p>
      {docs ? (
        <p className="mt-2">
          <a
            className="text-accent underline"
            href={docs.guide}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t`Read how to manage sign-in methods in the service’s documentation`}
          </a>
        </p>
      ) : null}
    </section>
  );
}
