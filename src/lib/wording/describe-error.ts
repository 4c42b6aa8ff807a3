import { t } from '@lingui/core/macro';
import { isChunkLoadError } from '@/lib/code-loading/chunk-load';
import { ApiError, NETWORK_ERROR, OUTCOME_UNKNOWN } from '@/api/errors';
import { MAX_TEXT, type ErrorBodyWords } from '@/api/error-body';
import { isProxySession } from '@/api/session/session';
import { SIGN_IN_REQUIRED } from '@/api/session/sso-session';

/** An error in words: what every error view shows. */
export interface ErrorDescription {
  title: string;
  detail: string;
  /** The status and code as shown to the user, for example "403 read_only_key". */
  code: string;
}

/**
 * Code of the console's that failed to load (isChunkLoadError, code-loading/chunk-load.ts), most
 * likely after a deploy. Its words are read in the chosen language when they are shown (getters).
 */
export const CHUNK_LOAD_DESCRIPTION: ErrorDescription = {
  get title() {
    return t`This console was updated`;
  },
  get detail() {
    return t`Part of the console could not be loaded, most likely because a new version was deployed since this tab was opened. Reload to use the new version.`;
  },
  code: 'chunk_load_failed',
};

/** A server's message as a sentence: one full stop at the end, never two ("503.. Nothing"). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The service's own words of a refusal (error-body.ts read them, whatever the body's shape), with a
 * note when they were cut; undefined when the body held none.
 */
function serviceWords(said: ErrorBodyWords): string | undefined {
  if (said.text === undefined) return undefined;
  const max = MAX_TEXT;
  return said.cut
    ? `${said.text} ${t`(cut: the service sent more than ${max} characters)`}`
    : said.text;
}

/**
 * "The service said: …" for a refusal whose body held words; undefined for one that held none and
 * for an error the console made itself (no answer, nothing sent), which has no words of the service's.
 */
export function theServiceSaid(error: unknown): string | undefined {
  const said = error instanceof ApiError && error.said ? serviceWords(error.said) : undefined;
  return said ? t`The service said: “${said}”` : undefined;
}

/** "The service said: …", or that it gave no reason: a refusal's words where nothing else is said. */
export function theServiceSaidOrNot(error: unknown): string {
  return theServiceSaid(error) ?? t`The service gave no reason.`;
}

/** Our words of a refusal, then the service's where ours do not already hold them. */
export function withServiceWords(error: unknown, detail: string): string {
  const said = error instanceof ApiError && error.said ? serviceWords(error.said) : undefined;
  return said && !detail.includes(said) ? `${detail} ${theServiceSaid(error)}` : detail;
}

/** Words a user understands for each failure, with the status and code kept visible. */
export function describeError(error: unknown): ErrorDescription {
  if (isChunkLoadError(error)) return CHUNK_LOAD_DESCRIPTION;
  if (!(error instanceof ApiError)) {
    return {
      title: t`Something went wrong`,
      detail: error instanceof Error ? error.message : String(error),
      code: 'client_error',
    };
  }
  const code = error.status ? `${error.status} ${error.code}` : error.code;
  const with_ = (title: string, detail: string) => ({
    title,
    detail: withServiceWords(error, detail),
    code,
  });
  // What the refusal said: the service's words, "no reason" when its body held none, or the
  // console's own message for an error it made itself.
  const reason = error.said
    ? (serviceWords(error.said) ?? t`The service gave no reason.`)
    : error.message;
  if (error.code === SIGN_IN_REQUIRED) {
    return with_(
      t`Your sign-in has ended`,
      t`Nothing was sent to the service. Sign in again; this page and what you typed stay as they are. Then try again.`,
    );
  }
  if (error.code === 'no_console_role') {
    return with_(
      t`No access to this console`,
      t`You are signed in, but none of your groups may use this console. Ask an admin to add you to the console’s admin or viewer group, or sign out and sign in as someone else.`,
    );
  }
  const proxy = isProxySession();
  if (proxy && error.code === 'read_only_key') {
    return with_(
      t`Your role is read-only`,
      t`The service refused the change: viewers act with a read-only key. Ask an admin to make changes.`,
    );
  }
  if (proxy && error.code === 'cross_origin_write') {
    return with_(
      t`The team proxy refused a change from outside this console`,
      t`A change is accepted only from the console’s own pages, sent as JSON. Nothing was changed. If this came from the console itself, reload the page and try again.`,
    );
  }
  if (proxy && (error.code === 'person_busy' || error.code === 'office_queue_full')) {
    const seconds = error.retryAfter ?? 2;
    return with_(
      error.code === 'person_busy'
        ? t`Many of your requests are waiting`
        : t`The team’s line to the service is full`,
      error.code === 'person_busy'
        ? t`The team proxy lets each person send a share of the office’s requests, so one person never holds up the others. This one was not sent; it can be sent again in ${seconds} s.`
        : t`So many requests of the team are waiting that the proxy refused this one instead of holding it for minutes. Nothing was sent; it can be sent again in ${seconds} s.`,
    );
  }
  if (proxy && error.status === 401) {
    return with_(
      t`The service refused the team’s key`,
      t`The key the console’s proxy uses was not accepted: it was revoked or has expired, or the account is suspended (for example for a zero balance). Tell an admin.`,
    );
  }
  // The spec does not show the body of a 429, and every 401 means the key was not accepted, so
  // these two are recognised by status whatever code the live service sends.
  const kind =
    error.status === 429 ? 'rate_limited' : error.status === 401 ? 'invalid_token' : error.code;
  // A collection route (no `{id}`) the service answers 404 (src/api/api-call.ts): gone, not a missing resource.
  if (error.status === 404 && error.call && !error.call.path.includes('{')) {
    const operation = `${error.call.method.toUpperCase()} ${error.call.path}`;
    return with_(
      t`The service no longer offers this`,
      t`The service answered ${operation} with 404 (not found): it does not offer this list, which the console's contract has. The rest of the console works; the compatibility report (API explorer) says what else the service does differently.`,
    );
  }
  switch (kind) {
    case 'invalid_token':
      return with_(
        t`The service refused this key`,
        t`The key is wrong (mistyped or cut short), revoked or expired, or the account is suspended, for example because the wallet balance reached zero (adding funds in the service’s console restores its keys). The service gives the same answer for each of these.`,
      );
    case 'read_only_key':
      return with_(
        t`This key is read-only`,
        t`A key with the read scope can view everything but change nothing. Connect with a full key to make changes.`,
      );
    case 'session_required':
      return with_(
        t`This needs the web console sign-in`,
        t`Two-factor, passkeys, connected accounts and closing the account are managed only in the service’s own web console, never with an API key.`,
      );
    case 'team_member_forbidden':
      return with_(
        t`Only the account owner can do this`,
        t`Team members can read the list of keys but cannot create or revoke them.`,
      );
    case 'admin_only':
      return with_(t`Admin only`, t`This part of the service refuses API keys.`);
    case 'rate_limited': {
      const seconds = error.retryAfter;
      const sent = error.retryAfterAsked;
      const capped = seconds ?? 60;
      return with_(
        t`Too many requests`,
        sent !== undefined
          ? t`The service’s rate limit was reached. It asked to wait ${sent} s, beyond the contract’s limit of 60 s, so the console waits ${capped} s. Nothing was changed.`
          : seconds
            ? t`The service’s rate limit was reached; it accepts requests again in ${seconds} s. Nothing was changed.`
            : t`The service’s rate limit was reached. Nothing was changed.`,
      );
    }
    case 'not_found':
      return with_(t`Not found`, t`It does not exist on this account, or it was deleted.`);
    case OUTCOME_UNKNOWN: {
      const what = asSentence(error.message);
      return with_(t`The outcome is unknown`, t`${what} Check the list before trying again.`);
    }
    // Refused before sending by the client (src/api/client.ts).
    case 'outside_api':
      return with_(
        t`Not sent: the path leaves the API address`,
        t`The request's path leads outside the service's API address (a “..” segment or a path that does not start with “/”); nothing was sent.`,
      );
    case 'signed_out':
      return with_(t`Signed out`, t`Signed out: nothing was sent.`);
    case NETWORK_ERROR:
      return with_(t`The service could not be reached`, error.message);
    default:
      if (error.status === 400) {
        return with_(
          t`The service refused the input`,
          error.param ? `${error.param}: ${reason}` : reason,
        );
      }
      if (error.status >= 500) {
        const what = asSentence(reason);
        return with_(t`The service had a problem`, t`${what} Nothing was changed; try again.`);
      }
      return with_(t`The request was refused`, reason);
  }
}
