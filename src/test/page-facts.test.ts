import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, ROUTE_TITLES } from '@/components/layout/nav-items';
import { routeTitle } from '@/components/layout/route-titles';
import type { FeaturePages, OperationPages, TourStop } from '@/lib/feature-facts';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';

/*
 * Each feature declares its pages' facts in its own folder (src/lib/feature-facts.ts): these tests
 * fail while a page lacks one (a heading, a tour stop, the explorer's way to it), and write the
 * English the browser tests and the bench read into e2e/pages.gen.json (`npm run facts`).
 */

const PAGES = import.meta.glob<{ pages: FeaturePages; stops: readonly TourStop[] }>(
  '@/features/*/pages.ts',
  { eager: true },
);
const EXPLORER_PAGES = import.meta.glob<OperationPages>('@/features/*/explorer-pages.ts', {
  eager: true,
  import: 'explorerPages',
});
const CALLS = import.meta.glob<string>('@/features/*/{queries,mutations}.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const featureOf = (file: string) => /features\/([^/]+)\//.exec(file)![1]!;
const byFeature = <T>(files: Record<string, T>) =>
  new Map(Object.entries(files).map(([file, value]) => [featureOf(file), value]));

const CONTENT = { rows: 'main table tbody tr', form: 'main form' } as const;

/** The routes that show a page, by ID with their address ("/vpcs/$vpcId"); the sign-in page is the shell's. */
const ROUTES = Object.values(createAppRouter(createQueryClient()).routesById)
  .filter((route) => route.id.startsWith('/_app/') || route.id === '/_app/')
  .map((route) => ({ id: route.id, path: route.fullPath.replace(/(.)\/$/, '$1') }));

/** Features in navigation order (those without an entry after, by name), each with its stops. */
const FEATURES = [...byFeature(PAGES).entries()].sort(
  ([a, x], [b, y]) =>
    (x.pages.nav?.order ?? Infinity) - (y.pages.nav?.order ?? Infinity) || a.localeCompare(b),
);
const ALL_STOPS = FEATURES.flatMap(([, declared]) => declared.stops);

function heading(path: string): string {
  const route = ROUTES.find((candidate) => candidate.path === path);
  const title = route && routeTitle(route.id, path);
  if (!title) throw new Error(`${path} has no heading (pages.ts: nav or titles)`);
  return title;
}

/** What e2e/pages.gen.json holds: the English the node side reads (e2e/pages.ts). */
function englishFacts() {
  const nav = NAV_ITEMS.map(({ to, label, key, title }) => ({
    to,
    label: i18n._(label),
    key,
    ...(title ? { title: i18n._(title) } : {}),
  }));
  const toured = ALL_STOPS.filter((stop) => !stop.untoured);
  const inNav = (stop: TourStop) => NAV_ITEMS.findIndex((item) => item.to === stop.path);
  const ordered = [
    ...toured.filter((stop) => inNav(stop) >= 0).sort((a, b) => inNav(a) - inNav(b)),
    ...toured.filter((stop) => inNav(stop) < 0),
  ];
  const stops = ordered.map((stop) => ({
    path: stop.path,
    heading: heading(stop.path),
    content: typeof stop.content === 'string' ? CONTENT[stop.content] : stop.content.selector,
    ...(stop.details ? { details: stop.details } : {}),
    ...(stop.noBench ? { bench: false } : {}),
  }));
  return { nav, stops };
}

describe('each feature’s page facts', () => {
  it('are what e2e/pages.gen.json says in English (npm run facts rewrites it)', async () => {
    await expect(`${JSON.stringify(englishFacts(), null, 2)}\n`).toMatchFileSnapshot(
      '../../e2e/pages.gen.json',
    );
  });

  it('give every page a heading while it loads and a stop of the browser tours', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    const detailLists = ALL_STOPS.filter((stop) => stop.details).map((stop) => stop.path);
    for (const route of ROUTES) {
      expect(
        routeTitle(route.id, route.path),
        `${route.id}: nav or titles in pages.ts`,
      ).toBeTruthy();
      const stop = ALL_STOPS.find((candidate) => candidate.path === route.path);
      const detailOf = detailLists.some((list) =>
        new RegExp(`^${list}/\\$[A-Za-z]+$`).test(route.path),
      );
      expect(
        Boolean(stop) || detailOf,
        `${route.path}: a stop in its feature's pages.ts, or its list's \`details\``,
      ).toBe(true);
    }
  });

  it('name routes that exist, each page and `g` letter once', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const stop of ALL_STOPS) expect(paths, stop.path).toContain(stop.path);
    for (const id of Object.keys(ROUTE_TITLES))
      expect(
        ROUTES.map((route) => route.id),
        id,
      ).toContain(id);
    const once = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    once(NAV_ITEMS.map((item) => item.key));
    once(FEATURES.flatMap(([, declared]) => declared.pages.nav?.order ?? []));
    once(ALL_STOPS.map((stop) => stop.path));
  });

  it('lead the API explorer from every operation a feature calls to one of its pages', () => {
    const explorerPages = byFeature(EXPLORER_PAGES);
    for (const [file, source] of Object.entries(CALLS)) {
      const feature = featureOf(file);
      for (const [, method, path] of source.matchAll(
        /apiCall(?:<[^>]*>)?\(\s*'([a-z]+)',\s*'([^']+)'/g,
      )) {
        const key = `${method!.toUpperCase()} ${path}`;
        expect(
          explorerPages.get(feature)?.[key],
          `${key} (${file}): src/features/${feature}/explorer-pages.ts`,
        ).toBeDefined();
      }
    }
  });
});
