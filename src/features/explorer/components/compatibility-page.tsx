import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { OPERATION_IDS } from '@/api/operation-ids.gen';
import { SmallTable } from '@/components/table/small-table';
import { StatusBadge } from '@/components/table/status-badge';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useTypeWords } from '@/components/ui/read-drift-notice';
import { Loading } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { shown } from '@/lib/presentation/presentation';
import type { Finding } from '@/lib/api-diff/types';
import {
  assessCompatibility,
  heldToLive,
  LIVE_FORMS,
  sends,
  type DifferenceGroup,
  type PageVerdict,
  type Touch,
  type Verdict,
} from '../compatibility';
import { documentSource } from '../document-source';
import { ReadAgainButton } from './document-summary';
import { compatibilityQuery } from '../queries';
import type { CompatibilityAnswer } from '../compatibility.worker';
import type { DeclaredShape, RefusalShapes } from '../compatibility-refusals';
import { DocumentFailure } from './document-summary';

const TONE = { works: 'success', differs: 'warning', fails: 'danger' } as const;

function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useLingui();
  const label =
    verdict === 'works'
      ? t`Works`
      : verdict === 'differs'
        ? t`Works with differences`
        : t`Will fail`;
  return <StatusBadge label={label} tone={TONE[verdict]} />;
}

/** /explorer?view=compatibility: what the live document describes otherwise, and what that touches (docs/drift.md). */
export function CompatibilityPage() {
  const { t, i18n } = useLingui();
  const source = useMemo(() => documentSource(), []);
  const query = useQuery(compatibilityQuery(source));
  const assessed = useMemo(
    () => (query.data ? assessCompatibility(query.data.report) : undefined),
    [query.data],
  );
  const data = query.data;
  return (
    <>
      <BackLink to="/explorer" label={t`API explorer`} />
      <PageHeader
        title={t`Compatibility report`}
        description={t`What the live service's OpenAPI document describes differently from the console's contract, which pages that touches, and which of the contract's assumptions it confirms.`}
        freshness={false}
      />
      {query.isPending ? (
        <Loading label={t`Comparing the service's OpenAPI document with the console's contract`} />
      ) : null}
      {query.isError ? (
        <>
          <DocumentFailure
            error={query.error}
            source={source}
            onRetry={() => void query.refetch()}
          />
          <p className="mt-3 text-sm" data-testid="compat-bounds">
            {t`Until the live document can be read, the console holds to its contract: page sizes, filter values and the forms' limits are the contract's.`}
          </p>
        </>
      ) : null}
      {data && assessed ? (
        <div className="flex flex-col gap-5">
          <Summary
            data={data}
            url={shown(source.url, 'url')}
            reading={query.isFetching}
            onReadAgain={() => void query.refetch()}
          />
          <section aria-labelledby="compat-pages">
            <h2 id="compat-pages" className="mb-2 text-base font-semibold">
              {t`Pages`}
            </h2>
            <SmallTable<PageVerdict>
              label={t`Pages and their verdicts`}
              rows={assessed.pages}
              getRowId={(row) => row.page}
              rowTestId="compat-page"
              columns={[
                {
                  header: t`Page`,
                  rowHeader: true,
                  cell: (row) => <PageName page={row.page} label={i18n._(row.label)} />,
                },
                { header: t`Verdict`, cell: (row) => <VerdictBadge verdict={row.verdict} /> },
                {
                  header: t`Differences`,
                  className: 'w-28 text-end tabular-nums',
                  cell: (row) => formatNumber(row.differences),
                },
              ]}
            />
          </section>
          <section aria-labelledby="compat-differences">
            <h2 id="compat-differences" className="mb-2 text-base font-semibold">
              {t`Differences`}
            </h2>
            {assessed.groups.length === 0 ? (
              <p className="text-sm text-muted">{t`None: every operation the console uses is in the live document as the contract describes it.`}</p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border bg-surface">
                {assessed.groups.map((group) => (
                  <DifferenceItem key={`${group.place}|${group.finding.detail}`} group={group} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="compat-refusals">
            <h2 id="compat-refusals" className="mb-2 text-base font-semibold">
              {t`Refusals and limits`}
            </h2>
            <Refusals refusals={data.refusals} />
            <p className="mt-1 text-sm" data-testid="compat-bounds">
              {t`The console holds to the live document's limits where it states them: page sizes and filter values of the lists, and the lengths, patterns, ranges and values of the fields its forms send; elsewhere the contract's.`}
            </p>
          </section>
          <section aria-labelledby="compat-assumptions">
            <h2 id="compat-assumptions" className="mb-2 text-base font-semibold">
              {t`Assumptions the live document confirms`}
            </h2>
            <Assumptions
              confirmed={data.report.confirmed}
              assumed={data.report.assumedOperations}
              findings={data.report.findings}
            />
          </section>
        </div>
      ) : null}
    </>
  );
}

function Summary({
  data,
  url,
  reading,
  onReadAgain,
}: {
  data: Extract<CompatibilityAnswer, { ok: true }>;
  url: string;
  reading: boolean;
  onReadAgain: () => void;
}) {
  const { t } = useLingui();
  const { report } = data;
  const title = data.title || t`Untitled API`;
  const version = data.version;
  const matched = formatNumber(report.operations.matched);
  const ours = formatNumber(report.operations.ours);
  const differences = plural(report.findings.length, {
    one: '# difference',
    other: '# differences',
  });
  const extra = formatNumber(report.extras.filter((extra) => !extra.where).length);
  const ms = formatNumber(data.ms);
  return (
    <div className="rounded-md border border-border bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="compat-summary">
            {t`${title} ${version}: ${matched} of the ${ours} operations the console uses are in the live document; ${differences}.`}
          </p>
          <p className="text-xs wrap-anywhere text-muted">
            <Trans>
              From <code>{url}</code>, compared in {ms} ms. The live document has {extra} operations
              the console does not use (the API explorer lists them as New).
            </Trans>
          </p>
        </div>
        <ReadAgainButton reading={reading} onClick={onReadAgain} />
      </div>
    </div>
  );
}

function PageName({ page, label }: { page: string; label: string }) {
  // A detail page is named, not linked: which resource is not known here.
  if (page.includes('$')) return <>{label}</>;
  return (
    <Link to={page as never} className="text-accent underline-offset-2 hover:underline">
      {label}
    </Link>
  );
}

const code = (text: string) => <code className="wrap-anywhere">{text}</code>;

/** One difference in words, from the comparison's data (src/lib/api-diff `about`). */
function DifferenceWords({ finding, place }: { finding: Finding; place: string }): ReactNode {
  const { t } = useLingui();
  const words = useTypeWords();
  const schemeWords = useSchemeWords();
  const about = finding.about;
  const operation = finding.operation;
  const instead = (finding.instead ?? []).join(', ');
  const at = code(place);
  const route = code(operation);
  const sent = code(instead);
  switch (about?.what) {
    case 'operation-missing':
      return <Trans>{route} is not in the live document.</Trans>;
    case 'field-missing':
      return instead ? (
        <Trans>
          The answer has no {at}; the service sends {sent} in its place.
        </Trans>
      ) : (
        <Trans>The answer has no {at}.</Trans>
      );
    case 'parameter-missing':
      return instead ? (
        <Trans>
          The service does not take the {at}; it takes {sent}.
        </Trans>
      ) : (
        <Trans>The service does not take the {at}.</Trans>
      );
    case 'header-missing': {
      const name = code(about.name);
      if (!about.name.startsWith('x-ratelimit-'))
        return <Trans>Answers do not carry the {name} header.</Trans>;
      return instead ? (
        <Trans>
          Answers do not carry the {name} header; the service names {sent}. The console then paces
          requests by its own count.
        </Trans>
      ) : (
        <Trans>
          Answers do not carry the {name} header. The console then paces requests by its own count.
        </Trans>
      );
    }
    case 'type': {
      const ours = about.ours.map(words).join(', ');
      const theirs = about.theirs.length > 0 ? about.theirs.map(words).join(', ') : t`any value`;
      return (
        <Trans>
          {at} is {theirs} in the live document; the console expects {ours}.
        </Trans>
      );
    }
    case 'enum': {
      const adds = code(about.adds.join(', '));
      const lacks = code(about.lacks.join(', '));
      // On what the console sends, a value gone is one the service may now refuse.
      if (sends(finding)) {
        if (heldToLive(finding) && about.lacks.length > 0 && about.adds.length === 0)
          return (
            <Trans>
              The live service no longer takes {lacks} for {at}; the console holds to its live
              document: it no longer offers that value and refuses it before sending.
            </Trans>
          );
        if (about.adds.length > 0 && about.lacks.length > 0)
          return (
            <Trans>
              The console may send {lacks} for {at}, which the live service no longer takes; it also
              takes {adds}, which the console does not offer.
            </Trans>
          );
        if (about.lacks.length > 0)
          return (
            <Trans>
              The console may send {lacks} for {at}, which the live service no longer takes: it
              refuses such a request.
            </Trans>
          );
        return (
          <Trans>
            The live service also takes {adds} for {at}, which the console does not offer (it is
            shown as sent, marked unknown, where an answer carries it).
          </Trans>
        );
      }
      if (about.adds.length > 0 && about.lacks.length > 0)
        return (
          <Trans>
            {at} may also be {adds}, which the console does not know (shown as sent, marked
            unknown); the live document no longer lists {lacks} among its values.
          </Trans>
        );
      if (about.adds.length > 0)
        return (
          <Trans>
            {at} may also be {adds}, which the console does not know (shown as sent, marked
            unknown).
          </Trans>
        );
      return (
        <Trans>
          The live document no longer lists {lacks} among the values of {at}; the console still
          knows them, so nothing changes in what it shows.
        </Trans>
      );
    }
    case 'bound':
      return <BoundWords finding={finding} about={about} at={at} />;
    case 'now-required':
      return (
        <Trans>
          The console may leave out {at}; the live service now requires it and refuses a request
          without it.
        </Trans>
      );
    case 'status-missing': {
      const status = code(about.status);
      const instead = code(about.instead.join(', '));
      return about.instead.length > 0 ? (
        <Trans>
          The live service answers {instead} where the contract says {status}; the console takes any
          success answer.
        </Trans>
      ) : (
        <Trans>The live document no longer lists the answer {status}.</Trans>
      );
    }
    case 'no-success': {
      const status = code(about.status);
      return (
        <Trans>
          The live document lists no success answer where the contract says {status}; the console
          reads what the service sends as the contract describes it.
        </Trans>
      );
    }
    case 'status-added': {
      const status = code(about.status);
      return (
        <Trans>
          The live service may also answer {status}, which the contract does not list: the console
          shows it as a refusal, with the service's words.
        </Trans>
      );
    }
    case 'media-missing': {
      const media = code(about.media);
      const instead = code(about.instead.join(', '));
      if (sends(finding))
        return (
          <Trans>
            The live service no longer takes {media}, which the console sends; it takes {instead}:
            it may refuse the console's requests.
          </Trans>
        );
      return about.instead.some((type) => /[/+]json\b/.test(type)) ? (
        <Trans>
          The live service answers in {instead}, not {media}; the console reads it as JSON.
        </Trans>
      ) : (
        <Trans>
          The live service answers in {instead}, not {media}; the console cannot read such an
          answer.
        </Trans>
      );
    }
    case 'security': {
      const ours = code(about.ours.map(schemeWords).join(t` or `));
      const theirs = code(about.theirs.map(schemeWords).join(t` or `));
      return (
        <Trans>
          The live service takes the key as {theirs}; the console sends it as {ours}, which the live
          document does not list: the service may refuse its requests.
        </Trans>
      );
    }
    case 'deprecated': {
      const sunset = about.sunset ? code(about.sunset) : null;
      if (place)
        return (
          <Trans>The live service marks the {at} deprecated; the console still sends it.</Trans>
        );
      return sunset ? (
        <Trans>
          The live service marks this operation deprecated and says it ends on {sunset}; the console
          still uses it, and will fail then.
        </Trans>
      ) : (
        <Trans>The live service marks this operation deprecated; the console still uses it.</Trans>
      );
    }
    case 'newly-required': {
      const field = code(about.name);
      return LIVE_FORMS.has(finding.operation) ? (
        <Trans>
          {route} now requires {field}, which the console does not know: its form asks for it, built
          from the live document, and sends it.
        </Trans>
      ) : (
        <Trans>
          {route} now requires {field}, which the console does not send.
        </Trans>
      );
    }
    case 'now-optional':
      return <Trans>{at} may be absent from the answer.</Trans>;
    case 'body':
      if (about.change === 'missing')
        return (
          <Trans>
            The live service takes no request body for {route}; the console sends one, which the
            service may refuse or ignore.
          </Trans>
        );
      if (about.change === 'now-optional')
        return (
          <Trans>
            The live service no longer requires the request body of {route}; the console sends it as
            before.
          </Trans>
        );
      return about.ours === 'none' ? (
        <Trans>
          {route} now requires a request body, which the console does not send: the service refuses
          its requests.
        </Trans>
      ) : (
        <Trans>
          {route} now requires a request body, which the console may leave out: the service refuses
          such a request.
        </Trans>
      );
    case 'values': {
      const values = code(about.values.join(', '));
      if (about.change === 'listed')
        return sends(finding) ? (
          <Trans>
            The live service takes only {values} for {at}; the console may send another value, which
            the service refuses.
          </Trans>
        ) : (
          <Trans>
            {at} is one of {values} in the live document; the console shows any value, so nothing
            changes in what it shows.
          </Trans>
        );
      return sends(finding) ? (
        <Trans>
          The live service takes any value for {at}; the console keeps to its own {values}.
        </Trans>
      ) : (
        <Trans>
          {at} may be any value in the live document, not only {values}; a value the console does
          not know is shown as sent, marked unknown.
        </Trans>
      );
    }
    case 'default': {
      const ours = code(about.ours ?? '');
      const theirs = code(about.theirs ?? '');
      if (about.theirs === null)
        return (
          <Trans>
            The live document no longer says what the service assumes when a request leaves out {at}
            ; the contract says {ours}.
          </Trans>
        );
      return about.ours === null ? (
        <Trans>
          When a request leaves out {at}, the live service assumes {theirs}, which the contract does
          not say.
        </Trans>
      ) : (
        <Trans>
          When a request leaves out {at}, the live service assumes {theirs}, not {ours} as the
          contract says: a request of the console that leaves it out may get another answer.
        </Trans>
      );
    }
    case 'items-open':
      return sends(finding) ? (
        <Trans>
          The live document does not describe the items of {at}; the console sends them as its
          contract describes.
        </Trans>
      ) : (
        <Trans>
          The live document does not describe the items of {at}; the console reads them as its
          contract describes, and shows a difference where they are not so.
        </Trans>
      );
    default:
      return (
        <>
          {at ? <>{at} </> : null}
          <code className="wrap-anywhere text-muted">{finding.detail}</code>
        </>
      );
  }
}

/** A security scheme in words ("http:bearer", "apiKey:header:X-API-Key": operations.ts). */
function useSchemeWords(): (scheme: string) => string {
  const { t } = useLingui();
  return (alternative) =>
    alternative
      .split(' + ')
      .map((scheme) => {
        const [type, where, name = ''] = scheme.split(':');
        if (type === 'http' && where === 'bearer') return t`a bearer token (Authorization header)`;
        if (type === 'http' && where === 'basic') return t`HTTP basic authentication`;
        if (type === 'apiKey' && where === 'header') return t`the ${name} header`;
        if (type === 'apiKey' && where === 'query') return t`the query parameter ${name}`;
        if (type === 'apiKey' && where === 'cookie') return t`the cookie ${name}`;
        if (type === 'oauth2') return t`OAuth 2`;
        if (type === 'openIdConnect') return t`OpenID Connect`;
        if (type === 'mutualTLS') return t`a client certificate`;
        return scheme;
      })
      .join(t` and `);
}

/**
 * A changed constraint, with its direction: on what the console sends, a tighter one is what the
 * service may now refuse; on what it reads, a tighter one is harmless and a looser one is shown as sent.
 */
function BoundWords({
  finding,
  about,
  at,
}: {
  finding: Finding;
  about: Extract<NonNullable<Finding['about']>, { what: 'bound' }>;
  at: ReactNode;
}): ReactNode {
  const { t } = useLingui();
  const key = code(about.key);
  const ours = code(about.ours ?? t`none`);
  const theirs = code(about.theirs ?? t`none`);
  if (sends(finding)) {
    if (about.tighter && heldToLive(finding))
      return (
        <Trans>
          The live service bounds {at} more tightly than the contract ({key}: {theirs} there, {ours}{' '}
          in the contract); the console holds to the live bound and refuses a value outside it
          before sending.
        </Trans>
      );
    if (!about.tighter)
      return (
        <Trans>
          The live service takes more for {at} than the contract says ({key}: {theirs} there, {ours}{' '}
          in the contract); the console keeps to the contract.
        </Trans>
      );
    if (about.key === 'pattern')
      return (
        <Trans>
          The live service now takes {at} only when it matches {theirs}; the console does not check
          that pattern, so it may send a value the service refuses.
        </Trans>
      );
    if (/Length$/.test(about.key))
      return about.key === 'minLength' ? (
        <Trans>
          The console may send a shorter {at} than the live service now takes ({key}: {theirs}{' '}
          there, {ours} in the contract): the service refuses it.
        </Trans>
      ) : (
        <Trans>
          The console may send a longer {at} than the live service now takes ({key}: {theirs} there,{' '}
          {ours} in the contract): the service refuses it.
        </Trans>
      );
    return /^(min|exclusiveMin)/.test(about.key) ? (
      <Trans>
        The console may send a smaller {at} than the live service now takes ({key}: {theirs} there,{' '}
        {ours} in the contract): the service refuses it.
      </Trans>
    ) : (
      <Trans>
        The console may send a larger {at} than the live service now takes ({key}: {theirs} there,{' '}
        {ours} in the contract): the service refuses it.
      </Trans>
    );
  }
  return about.tighter ? (
    <Trans>
      The live document describes {at} more narrowly ({key}: {theirs} there, {ours} in the
      contract): every value it allows is one the console shows.
    </Trans>
  ) : (
    <Trans>
      {at} may hold values outside the contract's bound ({key}: {theirs} there, {ours} in the
      contract); the console shows them as sent.
    </Trans>
  );
}

function TouchWords({ touch, finding }: { touch: Touch; finding: Finding }): ReactNode {
  const { i18n } = useLingui();
  const page = i18n._(touch.label);
  if (!touch.panel || !touch.field) return <>{page}</>;
  const panel = i18n._(touch.panel.panel);
  const field = code(touch.field);
  const instead = finding.about?.what === 'field-missing' ? (finding.instead ?? []).join(', ') : '';
  const sent = code(instead);
  return instead ? (
    <Trans>
      {page}: {panel} reads {field}, the service sends {sent}
    </Trans>
  ) : (
    <Trans>
      {page}: {panel} reads {field}
    </Trans>
  );
}

function DifferenceItem({ group }: { group: DifferenceGroup }) {
  const { t } = useLingui();
  const first = group.operations[0]!;
  const op = OPERATION_IDS[first] ?? first;
  const count = group.operations.length;
  const others = group.operations.join(', ');
  const route = code(first);
  const reason = group.finding.assumed;
  return (
    <li className="px-3 py-2 text-sm" data-testid="compat-difference">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0">
          <DifferenceWords finding={group.finding} place={group.place} />
        </p>
        <VerdictBadge verdict={group.verdict} />
      </div>
      <p className="mt-1 text-xs text-muted">
        {count === 1 ? (
          <Trans>In {route}.</Trans>
        ) : (
          <>
            {plural(count, { one: 'In # operation:', other: 'In # operations:' })}{' '}
            <span className="wrap-anywhere">{others}</span>.
          </>
        )}{' '}
        {reason ? (
          <Trans>The contract assumed this part: {reason}</Trans>
        ) : (
          <Trans>The service's specification states this part.</Trans>
        )}
      </p>
      {group.touches.length > 0 ? (
        <ul className="mt-1 list-disc ps-5">
          {group.touches.map((touch) => (
            <li key={`${touch.page}|${touch.panel?.id ?? ''}`}>
              <TouchWords touch={touch} finding={group.finding} /> —{' '}
              <VerdictBadge verdict={touch.verdict} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-muted">{t`No page of the console reads it.`}</p>
      )}
      <Link
        to="/explorer"
        search={{ op }}
        className="mt-1 inline-block text-xs font-medium text-accent underline"
      >
        {t`Open ${first} in the API explorer`}
      </Link>
    </li>
  );
}

/** The contract's refusal body, as JSON writes it (braces are not words, and not a placeholder). */
const CONTRACT_SHAPE = '{code, message}';

/** A refusal's declared shape in words (compatibility-refusals.ts). */
function useShapeWords(): (shape: DeclaredShape) => string {
  const { t } = useLingui();
  return (shape) => {
    switch (shape) {
      case 'contract':
        return t`the contract's ${CONTRACT_SHAPE}`;
      case 'problem-details':
        return t`problem details (RFC 9457)`;
      case 'error-object':
        return t`an object under error`;
      case 'error-text':
        return t`a text under error`;
      case 'errors-list':
        return t`a list under errors`;
      case 'message':
        return t`a message alone`;
      case 'json-other':
        return t`other JSON`;
      case 'text':
        return t`plain text`;
      case 'html':
        return t`an HTML page`;
      case 'none':
        return t`no body`;
    }
  };
}

/** Which shape the live document declares for refusals, and where the console shows them. */
function Refusals({ refusals }: { refusals: RefusalShapes }) {
  const { t } = useLingui();
  const words = useShapeWords();
  const shapes = refusals.shapes
    .map(({ shape, operations }) => {
      const name = words(shape);
      const count = plural(operations, { one: '# operation', other: '# operations' });
      return t`${name} (${count})`;
    })
    .join(', ');
  const contract = CONTRACT_SHAPE;
  const onlyContract = refusals.shapes.length === 1 && refusals.shapes[0]!.shape === 'contract';
  return (
    <div className="text-sm" data-testid="compat-refusals">
      <p>
        {refusals.shapes.length === 0
          ? t`The live document declares no refusal answers (4xx or default).`
          : onlyContract
            ? t`The live document declares refusals as the contract does: ${shapes}.`
            : t`The live document declares refusals (4xx and default answers) as ${shapes}; the contract declares ${contract}.`}
      </p>
      <p className="mt-1">
        {t`The console reads a refusal in any of these shapes, and plain text or HTML too: the forms and dialogs, the tables and detail pages, the undo window's outcome and the API explorer show the service's own words with the status and any code.`}
      </p>
    </div>
  );
}

function Assumptions({
  confirmed,
  assumed,
  findings,
}: {
  confirmed: string[];
  assumed: number;
  findings: Finding[];
}) {
  const { t } = useLingui();
  const count = formatNumber(confirmed.length);
  const total = formatNumber(assumed);
  const differing = plural(
    new Set(findings.filter((finding) => finding.assumed).map((finding) => finding.operation)).size,
    {
      one: '# operation resting on an assumption differs',
      other: '# operations resting on an assumption differ',
    },
  );
  return (
    <div className="text-sm">
      <p data-testid="compat-assumptions">{t`${count} of the ${total} operations the contract assumed (x-assumed) are in the live document exactly as assumed; ${differing}.`}</p>
      {confirmed.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-accent">{t`The confirmed operations`}</summary>
          <ul className="mt-1 columns-1 text-xs md:columns-2">
            {confirmed.map((operation) => (
              <li key={operation}>
                <code>{operation}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
