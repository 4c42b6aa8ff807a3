import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from '@/api/operation-ids.gen';
import { i18n } from '@/lib/i18n/i18n';
import { createAppRouter } from '@/router';
import { createQueryClient } from '@/query-client';
import { CONSOLE_PAGES, consolePageFor, consolePageHref, inContract } from './console-pages';

describe('the console’s own pages for operations', () => {
  it('names only operations of the contract, and pages the console has', () => {
    const routes = Object.keys(createAppRouter(createQueryClient()).routesByPath).map(
      (path) => path.replace(/\/$/, '') || '/',
    );
    for (const [key, page] of Object.entries(CONSOLE_PAGES)) {
      expect(OPERATION_IDS, key).toHaveProperty([key]);
      expect(
        routes.some((route) => route.replace(/\$[A-Za-z]+/, '$id') === page.to),
        `${key} -> ${page.to}`,
      ).toBe(true);
      expect(routes, `${key} -> ${page.list}`).toContain(page.list);
    }
  });

  it('finds an operation whatever its path parameters are called; one the contract lacks is new', () => {
    expect(inContract('GET /vpcs/{vpcId}')).toBe(true);
    expect(i18n._(consolePageFor('DELETE /vpcs/{vpcId}/members/{memberId}')!.label)).toBe('VPC');
    expect(inContract('POST /instances/{id}/rebuild')).toBe(false);
    expect(consolePageFor('POST /instances/{id}/rebuild')).toBeUndefined();
  });

  it('leads to the resource when its ID is known, else to its list', () => {
    const volume = consolePageFor('GET /volumes/{id}')!;
    expect(consolePageHref(volume, 'vol 1')).toBe('/volumes/vol%201');
    expect(consolePageHref(volume)).toBe('/volumes');
    expect(consolePageHref(consolePageFor('POST /instances')!)).toBe('/instances/deploy');
  });
});
