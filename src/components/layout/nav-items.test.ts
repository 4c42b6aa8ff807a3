import { describe, expect, it } from 'vitest';
import * as english from '../../../e2e/nav';
import { i18n } from '@/lib/i18n/i18n';
import { NAV_ITEMS, pageTitle } from './nav-items';

// The browser tests read the navigation in English from e2e/nav.ts: it must say what the console says.
describe('the navigation in English', () => {
  it('has the same pages, keys, links and headings as the list the browser tests read', () => {
    expect(
      NAV_ITEMS.map((item) => [item.to, item.key, i18n._(item.label), pageTitle(item.to)]),
    ).toEqual(
      english.NAV_ITEMS.map((item) => [item.to, item.key, item.label, english.pageTitle(item.to)]),
    );
  });
});
