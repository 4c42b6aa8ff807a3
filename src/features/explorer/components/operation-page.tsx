import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { isApiError, OUTCOME_UNKNOWN } from '@/api/errors';
import { learnReadOnly } from '@/api/identity/identity';
import { useWritePermission } from '@/api/identity/use-identity';
import { ShowRequest } from '@/components/request/show-request';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { inputClass } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { HeadingRow } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { ActionDialog } from '@/components/write/action-dialog';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { consolePageFor, consolePageHref, inContract } from '@/lib/console-pages';
import { documentSource } from '../document-source';
import { keyRefusalText } from '../key-refusal';
import type { LoadedDocument } from '../load-document';
import { routeKey, type OperationInfo } from '@/lib/openapi/operation-index';
import { documentQuery } from '../queries';
import {
  ADDRESS_LIMIT,
  addressState,
  buildRequest,
  formFromAddress,
  formModel,
  leftOutOfAddress,
  templateProblem,
  type FormValues,
} from '@/lib/openapi/request-model';
import { conformance, sendCall, type Answer } from '../send-operation';
import { DocumentFailure } from './document-summary';
import { MethodBadge, Tag } from './method-badge';
import { OperationFields } from '@/components/openapi-form/operation-fields';
import { SchemaOutline } from './operation-form';
import { ResponseView } from './response-view';

export function OperationPage({ operationKey }: { operationKey: string }) {
  const { t } = useLingui();
  const source = useMemo(() => documentSource(), []);
  const query = useQuery(documentQuery(source));
  const operation = query.data?.operations.find((candidate) => candidate.key === operationKey);
  return (
    <>
      <BackLink to="/explorer" label={t`API explorer`} />
      {query.isPending ? <Loading label={t`Reading the service's OpenAPI document`} /> : null}
      {query.isError ? (
        <DocumentFailure error={query.error} source={source} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && !operation ? (
        <>
          <HeadingRow title={t`Operation not found`} />
          <Notice tone="warning">
            <Trans>
              The service's document has no operation{' '}
              <code className="wrap-anywhere">{operationKey}</code>. It may have been renamed or
              removed.
            </Trans>
          </Notice>
        </>
      ) : null}
      {query.data && operation ? (
        <OperationView key={operation.key} document={query.data} operation={operation} />
      ) : null}
    </>
  );
}

/** An operation's page: what it is, its form, the send (confirmed for a write) and the answer. */
export function OperationView({
  document,
  operation,
}: {
  document: LoadedDocument;
  operation: OperationInfo;
}) {
  const { t, i18n } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate({ from: '/explorer' });
  const queryClient = useQueryClient();
  const { canWrite, reason } = useWritePermission();
  const model = useMemo(() => formModel(operation), [operation]);
  const [form, setForm] = useState<FormValues>(() => formFromAddress(model, operation, search));
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(form.values)));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<{ answer: Answer; call: AnyApiCall } | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const built = useMemo(
    () => buildRequest(operation, model, form, document.dialect),
    [operation, model, form, document.dialect],
  );
  const problemCount = Object.keys(built.problems).length;
  const requestMutation = useGuardedMutation({ mutationFn: (call: AnyApiCall) => sendCall(call) });
  // A write whose answer was lost (the connection dropped, a gateway answered first) may have been
  // done: its confirm stays blocked until the person says they checked. The explorer cannot know
  // which list an arbitrary operation changes, so it cannot look for them (the console's own
  // create dialogs do: CheckListFirst).
  const [uncertain, setUncertain] = useState(false);
  const [checked, setChecked] = useState(false);

  // The address follows the form (replace, debounced): a link to it opens the operation filled in.
  const keepInAddress = useDebouncedCallback((next: FormValues) => {
    void navigate({
      search: () => ({ op: operation.key, ...addressState(model, next) }),
      replace: true,
    });
  }, 400);
  const update = (next: FormValues) => {
    setForm(next);
    keepInAddress.call(next);
  };

  const key = routeKey(operation);
  const page = consolePageFor(key);
  // The resource's ID: the path's first parameter ({id}, or however the live document names it).
  const firstPath = model.fields.find((spec) => spec.place === 'path');
  const idValue = firstPath ? form.values[firstPath.id]?.trim() || undefined : undefined;
  const showProblems = (id: string) => tried || touched.has(id);

  const fire = () => {
    const call = built.call;
    requestMutation.run(call, {
      onError: (error) => {
        if (operation.write && isApiError(error) && error.code === OUTCOME_UNKNOWN) {
          setUncertain(true);
          setChecked(false);
        }
      },
      onSuccess: (result) => {
        setUncertain(false);
        setConfirming(false);
        setAnswer({ answer: result, call });
        if (
          result.status === 403 &&
          (result.body as { code?: unknown } | undefined)?.code === 'read_only_key'
        )
          learnReadOnly(queryClient);
      },
    });
  };
  // Header parameters from the document (X-HTTP-Method-Override, X-Forwarded-…) can change what the
  // service does with a read: such a read is confirmed first, as a write is.
  const headerNames = Object.keys(
    (built.call.init?.params as { header?: Record<string, string> } | undefined)?.header ?? {},
  );
  const confirmFirst = operation.write || headerNames.length > 0;
  const onSend = () => {
    setTried(true);
    if (problemCount > 0) {
      // After the render that marks every field with a problem (tried), not only the touched ones.
      window.setTimeout(
        () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    if (confirmFirst) setConfirming(true);
    else fire();
  };

  // A path template that leads outside the API address is never sent (the client refuses it too).
  const sendBlocked =
    templateProblem(operation.path) ??
    (operation.write && !canWrite ? reason : requestMutation.isPending ? t`Sending…` : undefined);
  const headerList = headerNames.join(', ');
  const leftOut = useMemo(() => leftOutOfAddress(model, form), [model, form]);
  const leftOutList = leftOut
    .map((id) =>
      id === 'body' ? t`the body` : (model.fields.find((spec) => spec.id === id)?.name ?? id),
    )
    .join(', ');
  const limit = formatNumber(ADDRESS_LIMIT);
  const verdict = answer ? conformance(operation, answer.answer, document.dialect) : undefined;
  const method = operation.method.toUpperCase();
  const path = operation.path;
  const mediaType = operation.body?.mediaType ?? '';
  const pageName = page
    ? i18n._(idValue && page.to.includes('$id') ? page.label : page.listLabel)
    : '';
  const status = answer?.answer.status;
  const statusText = answer?.answer.statusText ?? '';
  const answerWords = answer
    ? verdict?.problems.length
      ? plural(verdict.problems.length, {
          one: `Answer ${status} ${statusText}, # schema mismatch`,
          other: `Answer ${status} ${statusText}, # schema mismatches`,
        })
      : t`Answer ${status} ${statusText}`
    : '';

  return (
    <>
      <HeadingRow
        title={
          <span className="flex flex-wrap items-baseline gap-2">
            <MethodBadge method={operation.method} />
            <span className="font-mono wrap-anywhere">{operation.path}</span>
          </span>
        }
      >
        {operation.summary ? <p className="mt-1 text-sm text-muted">{operation.summary}</p> : null}
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
          {operation.operationId ? (
            <code className="text-muted">{operation.operationId}</code>
          ) : null}
          {operation.tags.map((tag) => (
            <Tag key={tag} tone="muted">
              {tag}
            </Tag>
          ))}
          {inContract(key) ? null : <Tag tone="info">{t`New: not in the console’s contract`}</Tag>}
          {operation.deprecated ? <Tag tone="muted">{t`Deprecated`}</Tag> : null}
          {page ? (
            <Link
              to={consolePageHref(page, idValue) as '/'}
              className="text-accent underline-offset-2 hover:underline"
            >
              {t`The console’s page: ${pageName}`}
            </Link>
          ) : null}
        </p>
      </HeadingRow>
      {operation.description && operation.description !== operation.summary ? (
        <details className="mb-3 text-sm">
          <summary className="cursor-pointer text-accent">{t`Description`}</summary>
          <p className="mt-1 whitespace-pre-line text-muted">{operation.description}</p>
        </details>
      ) : null}
      {operation.keyRefusal ? (
        <Notice tone="warning" className="mb-3" title={t`An API key is not enough here`}>
          {keyRefusalText(operation.keyRefusal)} {t`Sending it will most likely be refused.`}
        </Notice>
      ) : null}
      <form
        ref={formRef}
        noValidate
        aria-label={`${method} ${path}`}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!sendBlocked) onSend();
        }}
      >
        <OperationFields
          model={model}
          form={form}
          problems={built.problems}
          showProblems={showProblems}
          onValue={(id, value) => {
            setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
            update({ ...form, values: { ...form.values, [id]: value } });
          }}
        />
        {model.bodyMode === 'json' ? (
          <div className="flex flex-col gap-1 rounded-md border border-border p-3">
            <label htmlFor="explorer-body" className="text-sm font-semibold">
              {t`Body (${mediaType})`}
              {operation.body?.required ? (
                <span className="text-danger"> *</span>
              ) : (
                <span className="font-normal text-muted"> {t`(optional)`}</span>
              )}
            </label>
            <textarea
              id="explorer-body"
              className={cn(inputClass, 'min-h-40 font-mono text-xs')}
              value={form.bodyText}
              spellCheck={false}
              aria-invalid={showProblems('body') && built.problems.body ? true : undefined}
              aria-describedby={
                built.problems.body && showProblems('body') ? 'explorer-body-error' : undefined
              }
              onChange={(event) => {
                setTouched((previous) => new Set(previous).add('body'));
                update({ ...form, bodyText: event.target.value });
              }}
            />
            <SchemaOutline schema={operation.body?.schema} />
          </div>
        ) : null}
        {model.bodyNote ? <p className="text-sm text-muted">{model.bodyNote}</p> : null}
        {built.problems.body && showProblems('body') && model.bodyMode !== 'none' ? (
          <ul id="explorer-body-error" className="list-disc ps-5 text-xs text-danger">
            {built.problems.body.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <ShowRequest call={built.call} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            type="submit"
            variant={operation.write ? 'danger' : 'primary'}
            disabled={Boolean(sendBlocked)}
            disabledReason={sendBlocked}
            showReason={!requestMutation.isPending}
          >
            {requestMutation.isPending && !confirming ? t`Sending…` : t`Send ${method}`}
          </Button>
          {tried && problemCount > 0 ? (
            <p role="alert" className="text-sm text-danger">
              {plural(problemCount, {
                one: 'One field needs attention before sending.',
                other: '# fields need attention before sending.',
              })}
            </p>
          ) : operation.write && canWrite ? (
            <p className="text-xs text-muted">{t`Asks before sending: this acts on the real account.`}</p>
          ) : confirmFirst ? (
            <p className="text-xs text-muted">{t`Asks before sending: it carries header parameters (${headerList}).`}</p>
          ) : null}
        </div>
        {leftOut.length > 0 ? (
          <p className="text-xs text-muted" data-testid="left-out-of-address">
            {t`Not kept in the page's address (a link holds at most ${limit} characters of the form, so a reload or a shared link still opens): ${leftOutList}. They are sent as typed.`}
          </p>
        ) : null}
        {built.unchecked ? (
          <p className="text-xs text-muted">{t`Parts of the schema (circular references) are not checked before sending.`}</p>
        ) : null}
      </form>
      {/* A write's failure shows in its dialog; a read's here. */}
      {!confirming && requestMutation.error ? (
        <ErrorView error={requestMutation.error} className="mt-3" />
      ) : null}
      {confirmFirst ? (
        <ActionDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t`Send ${method} ${path}?`}
          description={
            operation.write
              ? t`This acts on the real account: the service has no test mode, and what it creates is billed to the real wallet.`
              : t`This read carries header parameters from the document (${headerList}). Headers such as X-HTTP-Method-Override or X-Forwarded-… can make the service treat it as another request: check them in the request below.`
          }
          confirmLabel={t`Send ${method}`}
          pendingLabel={t`Sending…`}
          variant="danger"
          mutation={requestMutation}
          onConfirm={fire}
          request={built.call}
          blockedReason={
            uncertain && !checked ? t`The last send may have been done: check first` : undefined
          }
        >
          <p className="text-sm">
            <Trans>
              <span className="font-mono font-semibold">{method}</span>{' '}
              <span className="font-mono wrap-anywhere">{path}</span> on the account this key
              belongs to. One press sends it once; it is never sent again on its own.
            </Trans>
          </p>
          {uncertain ? (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={checked}
                onChange={(event) => setChecked(event.target.checked)}
              />
              <span>{t`The last send’s answer was lost, so the service may have done it. I checked (for example with the matching GET) that it was not done, and want to send it again.`}</span>
            </label>
          ) : null}
        </ActionDialog>
      ) : null}
      {/* Said to a screen reader when an answer arrives; the section below shows it. */}
      <p role="status" className="sr-only">
        {answerWords}
      </p>
      {answer && verdict ? <ResponseView answer={answer.answer} conformance={verdict} /> : null}
    </>
  );
}
