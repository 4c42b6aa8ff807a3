import { describe, expect, it } from 'vitest';
import { overlaps, parseCidr, vpcRangeError } from './cidr';

describe('parseCidr', () => {
  it('reads dotted CIDRs', () => {
    expect(parseCidr('10.20.0.0/16')).toEqual({ base: 0x0a140000, prefix: 16 });
  });
  it('refuses malformed ones', () => {
    for (const bad of [
      '10.20.0.0',
      '10.20.0/16',
      '256.1.1.1/16',
      '10.0.0.0/33',
      '10.0.0.01/16',
      'a.b.c.d/16',
    ])
      expect(parseCidr(bad)).toBeUndefined();
  });
});

describe('overlaps', () => {
  it('sees containment either way and disjoint ranges', () => {
    expect(overlaps(parseCidr('10.0.0.0/16')!, parseCidr('10.0.5.0/24')!)).toBe(true);
    expect(overlaps(parseCidr('10.0.5.0/24')!, parseCidr('10.0.0.0/16')!)).toBe(true);
    expect(overlaps(parseCidr('10.1.0.0/16')!, parseCidr('10.0.0.0/16')!)).toBe(false);
  });
});

describe('vpcRangeError', () => {
  const others = [{ name: 'core', ipRange: '10.10.0.0/16' }];
  it('accepts a free private range', () => {
    expect(vpcRangeError('10.20.0.0/16', others)).toBeUndefined();
    expect(vpcRangeError('172.16.4.0/24', others)).toBeUndefined();
    expect(vpcRangeError('192.168.1.0/28', others)).toBeUndefined();
  });
  it('explains each problem', () => {
    expect(vpcRangeError('', others)).toMatch(/Enter a range/);
    expect(vpcRangeError('10.20.0.0', others)).toMatch(/IPv4 CIDR/);
    expect(vpcRangeError('10.0.0.0/8', others)).toMatch(/\/16 to \/28/);
    expect(vpcRangeError('10.0.0.0/29', others)).toMatch(/\/16 to \/28/);
    expect(vpcRangeError('8.8.0.0/16', others)).toMatch(/private range/);
    expect(vpcRangeError('172.32.0.0/16', others)).toMatch(/private range/);
    expect(vpcRangeError('10.20.1.0/16', others)).toMatch(/did you mean 10\.20\.0\.0\/16/);
    expect(vpcRangeError('10.10.8.0/24', others)).toMatch(/Overlaps 10\.10\.0\.0\/16 of VPC core/);
  });
});
