import { describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from '../../mock/scenario-ids';
import { aheadLabel, SCENARIO_CHOICES, scenarioLink } from './scenario-list';
import { demoPage } from './link';
import { TOURS } from './tours';

describe('scenario choices', () => {
  it('offer every scenario of the mock once, each with a tour of 3 to 6 steps', () => {
    expect(SCENARIO_CHOICES.map((choice) => choice.id).sort()).toEqual([...SCENARIO_IDS].sort());
    for (const id of SCENARIO_IDS) {
      expect(TOURS[id].length, id).toBeGreaterThanOrEqual(3);
      expect(TOURS[id].length, id).toBeLessThanOrEqual(6);
    }
  });

  it('link to a console page that a demo link accepts, naming a role and no key', () => {
    for (const choice of SCENARIO_CHOICES) {
      const url = new URL(scenarioLink(choice.id, 'read'), 'https://demo.example');
      expect(url.searchParams.get('demo-scenario')).toBe(choice.id);
      expect(url.searchParams.get('demo-as')).toBe('read');
      expect(demoPage(url.searchParams.get('demo-page'), url.origin)).toBe(choice.page);
      expect(url.href).not.toMatch(/ccs_/);
    }
  });

  it('say how far the clock is ahead', () => {
    expect(aheadLabel(0)).toBe('real time');
    expect(aheadLabel(3_600_000)).toBe('1 h ahead');
    expect(aheadLabel(25 * 3_600_000)).toBe('1 d 1 h ahead');
    expect(aheadLabel(48 * 3_600_000)).toBe('2 d ahead');
  });
});
