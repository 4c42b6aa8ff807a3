/**
 * The compatibility report's words on bounds and refusals (docs/drift.md): which bounds are in
 * force (the live document's where it states them; the contract's when it cannot be read), the
 * error shape the live document declares for refusals, and a tighter bound the console now holds
 * to, in English and German.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPENAPI_DOCUMENT_JSON } from '@/api/contract-document.gen';
import { compareDocuments } from '@/lib/api-diff/compare';
import { activateLanguage } from '@/lib/i18n/i18n';
import { bodyValuesDefaultsDocument } from './drifted-documents';
import { renderWriteButton } from './write-dialog';
import { driftDocument } from '../../mock/drift';
import { refusalShapes } from '@/features/explorer/compatibility-refusals';
import { CompatibilityPage } from '@/features/explorer/components/compatibility-page';
import { documentSource } from '@/features/explorer/document-source';
import { compatibilityQuery } from '@/features/explorer/queries';

type Json = Record<string, unknown>;
const ours = JSON.parse(OPENAPI_DOCUMENT_JSON) as Json;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

/** Our document whose refusals are problem details, and a DELETE that declares no body. */
function problemDocument(): Json {
  const doc = driftDocument(ours, 'name-length');
  const schemas = (doc.components as Json).schemas as Json;
  schemas.Error = {
    type: 'object',
    properties: {
      type: { type: 'string' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
    },
  };
  const responses = (doc.components as Json).responses as Json;
  for (const response of Object.values(responses) as Json[]) {
    const content = response.content as Json | undefined;
    if (content?.['application/json'])
      response.content = { 'application/problem+json': content['application/json'] };
  }
  return doc;
}

function renderReport(document: Json) {
  renderWriteButton(CompatibilityPage, (queryClient) =>
    queryClient.setQueryData(compatibilityQuery(documentSource()).queryKey, {
      ok: true,
      report: compareDocuments(ours, document),
      refusals: refusalShapes(document),
      title: 'Drifted',
      version: '2',
      openapi: '3.1.0',
      ms: 1,
    }),
  );
}

describe('the refusals’ declared shape', () => {
  it('our contract: every refusal is {code, message}', () => {
    const shapes = refusalShapes(ours);
    expect(shapes.shapes).toEqual([{ shape: 'contract', operations: shapes.operations }]);
    expect(shapes.operations).toBeGreaterThan(30);
  });

  it('problem details, errors lists, plain text, HTML and no body told apart', () => {
    const doc = {
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {},
              '400': {
                content: { 'application/json': { schema: { $ref: '#/components/schemas/E' } } },
              },
              '404': { content: { 'text/plain': {} } },
            },
          },
          post: {
            responses: {
              default: { content: { 'text/html': {} } },
              '422': { $ref: '#/components/responses/Problem' },
            },
          },
          delete: { responses: { '409': { description: 'Conflict' } } },
          put: { responses: { '204': {} } },
        },
      },
      components: {
        schemas: { E: { type: 'object', properties: { errors: { type: 'array' } } } },
        responses: {
          Problem: { content: { 'application/problem+json': { schema: { type: 'object' } } } },
        },
      },
    };
    const shapes = refusalShapes(doc);
    expect(shapes.operations).toBe(3);
    expect(Object.fromEntries(shapes.shapes.map((one) => [one.shape, one.operations]))).toEqual({
      'errors-list': 1,
      text: 1,
      html: 1,
      'problem-details': 1,
      none: 1,
    });
  });
});

describe('the report says which bounds are in force and how refusals come', () => {
  it('names the declared shape, where refusals are shown, the bounds in force, and a held bound', async () => {
    renderReport(problemDocument());
    const refusals = await screen.findByTestId('compat-refusals');
    expect(refusals).toHaveTextContent(
      /The live document declares refusals \(4xx and default answers\) as problem details \(RFC 9457\) \(\d+ operations\)(, no body \(\d+ operations?\))?; the contract declares \{code, message\}\./,
    );
    expect(refusals).toHaveTextContent(
      "the forms and dialogs, the tables and detail pages, the undo window's outcome and the API explorer show the service's own words with the status and any code.",
    );
    expect(screen.getByTestId('compat-bounds')).toHaveTextContent(
      "The console holds to the live document's limits where it states them",
    );
    const held = screen
      .getAllByTestId('compat-difference')
      .find((item) => item.textContent?.includes('maxLength: 20'));
    expect(held).toHaveTextContent(
      'The live service bounds name more tightly than the contract (maxLength: 20 there, 63 in the contract); the console holds to the live bound and refuses a value outside it before sending.',
    );
    for (const operation of ['POST /instances', 'POST /volumes', 'POST /vpcs'])
      expect(held).toHaveTextContent(operation);
  });

  it('a live document that declares refusals as the contract does says so', async () => {
    renderReport(ours);
    expect(await screen.findByTestId('compat-refusals')).toHaveTextContent(
      /The live document declares refusals as the contract does: the contract's \{code, message\} \(\d+ operations\)\./,
    );
  });

  it('German: the declared shape and the bounds in force', async () => {
    await activateLanguage('de');
    renderReport(problemDocument());
    expect(await screen.findByTestId('compat-refusals')).toHaveTextContent(
      /Das Live-Dokument beschreibt Ablehnungen \(4xx- und default-Antworten\) als Problem Details \(RFC 9457\) \(\d+ Operationen\)/,
    );
    expect(screen.getByTestId('compat-bounds')).toHaveTextContent(
      'Die Konsole hält sich an die Grenzen des Live-Dokuments, wo es welche nennt',
    );
  });

  it('when the live document cannot be read: the contract’s bounds are in force, and said', async () => {
    // The document cannot be fetched: the report says why, and which bounds hold.
    renderWriteButton(CompatibilityPage, () =>
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    );
    expect(await screen.findByTestId('compat-bounds', {}, { timeout: 10_000 })).toHaveTextContent(
      "Until the live document can be read, the console holds to its contract: page sizes, filter values and the forms' limits are the contract's.",
    );
  });
});

describe('every kind of difference in words', () => {
  /** The report's difference items, as read: none may fall back to the comparison's own notes. */
  async function differences() {
    await screen.findByTestId('compat-summary');
    return screen.getAllByTestId('compat-difference').map((item) => item.textContent ?? '');
  }

  it('the request body, values, a default, undescribed items and no success answer', async () => {
    renderReport(bodyValuesDefaultsDocument(ours));
    const said = await differences();
    expect(said.filter((text) => / in ours|in theirs/.test(text))).toEqual([]);
    for (const words of [
      'The live service takes no request body for POST /volumes; the console sends one, which the service may refuse or ignore.',
      'POST /instances/{id}/start now requires a request body, which the console does not send: the service refuses its requests.',
      'The live service takes only db, web for query parameter q; the console may send another value, which the service refuses.',
      'The live service takes any value for query parameter status; the console keeps to its own',
      'When a request leaves out query parameter limit, the live service assumes 10, not 25 as the contract says',
      'The live document does not describe the items of items[]; the console reads them as its contract describes',
      'The live document lists no success answer where the contract says 200',
    ])
      expect(
        said.some((text) => text.includes(words)),
        words,
      ).toBe(true);
  });

  it('German: the same differences in German words', async () => {
    await activateLanguage('de');
    renderReport(bodyValuesDefaultsDocument(ours));
    const said = await differences();
    expect(said.filter((text) => / in ours|in theirs/.test(text))).toEqual([]);
    for (const words of [
      'Der Live-Dienst nimmt für POST /volumes keinen Anfrageinhalt an',
      'POST /instances/{id}/start verlangt jetzt einen Anfrageinhalt, den die Konsole nicht sendet',
      'Der Live-Dienst nimmt für query parameter q nur db, web an',
      'Lässt eine Anfrage query parameter limit weg, nimmt der Live-Dienst 10 an, nicht 25',
      'Das Live-Dokument beschreibt die Elemente von items[] nicht',
      'Das Live-Dokument führt keine Erfolgsantwort, wo der Vertrag 200 sagt',
    ])
      expect(
        said.some((text) => text.includes(words)),
        words,
      ).toBe(true);
  });
});
