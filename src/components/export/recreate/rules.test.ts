import { describe, expect, it } from 'vitest';
import { BODIES } from '../../../../mock/rules/contract.gen';
import { CREATE_RULES, ruleBreak, type FieldRule, type RecreateKind } from './rules';

// The operation whose body each kind's script sends.
const OPERATION: Record<RecreateKind, keyof typeof BODIES> = {
  servers: 'deployInstance',
  vpcs: 'createVpc',
  volumes: 'createVolume',
  reservedIps: 'reserveIp',
  alertPolicies: 'createAlertPolicy',
  endpoints: 'createWebhookEndpoint',
};

describe('the create rules the recreate scripts check', () => {
  it.each(Object.keys(OPERATION) as RecreateKind[])(
    'are the contract’s lengths, patterns and bounds of the %s body',
    (kind) => {
      const properties = (BODIES[OPERATION[kind]] as { properties: Record<string, FieldRule> })
        .properties;
      for (const [field, rule] of Object.entries(CREATE_RULES[kind])) {
        const contract = properties[field]!;
        expect(contract, `${kind}.${field}`).toBeDefined();
        for (const bound of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems'] as const)
          if (contract[bound] !== undefined)
            expect(rule[bound], `${kind}.${field}.${bound}`).toBe(contract[bound]);
        if (contract.pattern !== undefined) expect(rule.pattern).toBe(contract.pattern);
      }
    },
  );

  it('counts characters as the contract does (code points) and says which rule breaks', () => {
    const name = CREATE_RULES.vpcs.name!;
    expect(ruleBreak(name, '😀'.repeat(63))).toBeNull();
    expect(ruleBreak(name, '😀'.repeat(64))).toEqual({ rule: 'tooLong', limit: 63 });
    expect(ruleBreak(CREATE_RULES.servers.name!, 'Zürich–Straße')).toEqual({ rule: 'pattern' });
    expect(ruleBreak(CREATE_RULES.volumes.sizeGb!, 16385)).toEqual({
      rule: 'tooLarge',
      limit: 16384,
    });
    expect(ruleBreak(CREATE_RULES.endpoints.url!, 'http://hooks.example.com/')).toEqual({
      rule: 'pattern',
    });
    expect(ruleBreak(CREATE_RULES.endpoints.description!, undefined)).toBeNull();
  });
});
