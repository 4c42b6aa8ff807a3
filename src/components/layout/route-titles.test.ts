import { describe, expect, it } from 'vitest';
import { routeTitle } from './route-titles';

describe('routeTitle', () => {
  it.each([
    ['/_app/', '/', 'Overview'],
    ['/_app/instances/', '/instances/', 'Instances'],
    ['/_app/instances/', '/instances', 'Instances'],
    ['/_app/alerts/', '/alerts/', 'Alert policies'],
    ['/_app/instances/deploy', '/instances/deploy', 'Deploy a server'],
    ['/_app/volumes/$volumeId', '/volumes/vol_1', 'Volume'],
  ])('%s at %s is headed %s', (routeId, pathname, title) => {
    expect(routeTitle(routeId, pathname)).toBe(title);
  });

  it('has no heading for routes without a page', () => {
    expect(routeTitle('/_app', '/')).toBe('Overview');
    expect(routeTitle('/connect', '/connect')).toBeUndefined();
  });
});
