// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routePattern, routePreloadScript, routeTable } from './route-preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
});

describe('route preload table', () => {
  it('turns route files into path patterns, pathless layouts and index dropped', () => {
    expect(routePattern('_app/index.tsx')).toBe('^/$');
    expect(routePattern('_app/instances/index.tsx')).toBe('^/instances/?$');
    expect(routePattern('_app/instances/$instanceId.tsx')).toBe('^/instances/[^/]+/?$');
    expect(routePattern('_app/api-keys/replace.tsx')).toBe('^/api\\-keys/replace/?$');
    expect(new RegExp(routePattern('_app/instances/$instanceId.tsx')).test('/instances/abc')).toBe(
      true,
    );
    expect(
      new RegExp(routePattern('_app/instances/$instanceId.tsx')).test('/instances/abc/x'),
    ).toBe(false);
    // The splat: whatever address no other page has, however deep.
    expect(routePattern('_app/$.tsx')).toBe('^/.*/?$');
    expect(new RegExp(routePattern('_app/$.tsx')).test('/instances/abc/x')).toBe(true);
  });

  it("lists a route's chunk and what it imports, without the entry's files, static paths first, the splat last", () => {
    const table = routeTable(
      [
        chunk('assets/app.js', ['/p/src/main.tsx'], ['assets/vendor.js'], true),
        chunk('assets/vendor.js', ['/p/node_modules/react/index.js']),
        chunk(
          'assets/detail.js',
          ['/p/src/routes/_app/instances/$instanceId.tsx?tsr-split=loader---component'],
          ['assets/app.js', 'assets/dialog.js'],
        ),
        chunk(
          'assets/deploy.js',
          ['/p/src/routes/_app/instances/deploy.tsx?tsr-split=loader---component'],
          ['assets/vendor.js'],
        ),
        chunk('assets/dialog.js', ['/p/src/components/ui/dialog.tsx']),
        chunk('assets/not-found.js', ['/p/src/routes/_app/$.tsx?tsr-split=component']),
      ],
      '/',
    );
    expect(table).toEqual([
      ['^/instances/deploy/?$', ['/assets/deploy.js']],
      ['^/instances/[^/]+/?$', ['/assets/detail.js', '/assets/dialog.js']],
      ['^/.*/?$', ['/assets/not-found.js']],
    ]);
  });

  it('preloads the opened page, then any page asked for by path, each file once', () => {
    const preloaded = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    window.history.replaceState(null, '', '/instances/deploy');
    // The script is what index.html loads before the entry; jsdom runs it as a classic script would.
    new Function(
      routePreloadScript([
        ['^/instances/deploy/?$', ['/assets/deploy.js', '/assets/dialog.js']],
        ['^/instances/[^/]+/?$', ['/assets/detail.js', '/assets/dialog.js']],
      ]),
    )();
    expect(preloaded()).toEqual(['/assets/deploy.js', '/assets/dialog.js']);
    window.__preloadRoute?.('/instances/abc');
    window.__preloadRoute?.('/instances/abc');
    window.__preloadRoute?.('/volumes');
    expect(preloaded()).toEqual(['/assets/deploy.js', '/assets/dialog.js', '/assets/detail.js']);
  });
});
