import { describe, expect, it } from 'vitest';
import {
  DocumentRefusal,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_DEPTH,
  MAX_DOCUMENT_OPERATIONS,
  nestingDepth,
  utf8Bytes,
} from './document-limits';
import { loadDocument } from './load-document';
import { deepDocument, manyOperationsDocument } from './test/large-documents';
import { ourDocumentText } from './test/documents';

/** The refusal loadDocument throws, or a failure naming what it returned instead. */
async function refusalOf(text: string) {
  try {
    const document = await loadDocument(text);
    throw new Error(
      `read, not refused: ${document.operations.length} operations, ${document.errors.length} errors`,
    );
  } catch (error) {
    if (error instanceof DocumentRefusal) return error;
    throw error;
  }
}

describe('measuring a document as text', () => {
  it('counts nesting by brackets, not those inside strings or after an escaped quote', () => {
    expect(nestingDepth('{}')).toBe(1);
    expect(nestingDepth('{"a":[{"b":[]}],"c":{}}')).toBe(4);
    expect(nestingDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
    expect(nestingDepth(deepDocument(3_000))).toBe(3_000);
    expect(nestingDepth(deepDocument(257))).toBe(257);
    expect(nestingDepth(ourDocumentText())).toBe(14);
  });

  it('counts UTF-8 bytes as a server sends them', () => {
    const text = JSON.stringify({ a: 'Grüße 🌍 €', b: 'x'.repeat(10) });
    expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).byteLength);
  });
});

describe('the limits (F13, F14): refused before anything recursive reads the document', () => {
  it('refuses a document nested 3,000 levels deep, naming its depth and the limit', async () => {
    const refusal = await refusalOf(deepDocument(3_000));
    expect(refusal.refusal).toEqual({ reason: 'too-deep', depth: 3_000, limit: 256 });
    expect(refusal.message).toBe('The document is nested 3,000 levels deep; the limit is 256.');
  });

  it('reads a document just inside the depth limit, and its answer can be cloned to the page', async () => {
    const document = await loadDocument(deepDocument(MAX_DOCUMENT_DEPTH));
    expect(document.operations.map((operation) => operation.key)).toEqual(['getDeep']);
    // What postMessage does with the answer: a clone of the dereferenced schemas, recursive too.
    expect(() => structuredClone(document)).not.toThrow();
  });

  it('refuses a document larger than the limit, naming its size and the limit', async () => {
    const raw = JSON.parse(ourDocumentText());
    // Two bytes a character in UTF-8: measured in bytes, not characters.
    raw.info.description = 'é'.repeat(MAX_DOCUMENT_BYTES / 2);
    const refusal = await refusalOf(JSON.stringify(raw));
    expect(refusal.refusal).toMatchObject({ reason: 'too-large', limit: 32_000_000 });
    const bytes = (refusal.refusal as { bytes: number }).bytes;
    expect(bytes).toBeGreaterThan(MAX_DOCUMENT_BYTES);
    expect(bytes).toBeLessThan(MAX_DOCUMENT_BYTES + 200_000);
    expect(refusal.message).toBe('The document is 32.1 MB; the limit is 32 MB.');
  });

  it('refuses a document of more operations than the limit, naming the count and the limit', async () => {
    const refusal = await refusalOf(manyOperationsDocument(MAX_DOCUMENT_OPERATIONS + 1));
    expect(refusal.refusal).toEqual({
      reason: 'too-many-operations',
      operations: 50_001,
      limit: 50_000,
    });
    expect(refusal.message).toBe('The document has 50,001 operations; the limit is 50,000.');
  }, 60_000);

  it('reads the audit’s 30,072 operations (9 MB) in full', async () => {
    const document = await loadDocument(manyOperationsDocument(30_072));
    expect(document.operations).toHaveLength(30_072);
    expect(document.valid).toBe(true);
  }, 180_000);
});
