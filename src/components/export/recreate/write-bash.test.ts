import { describe, expect, it } from 'vitest';
import { embedJson, recreateData, type RecreateSelection } from './data';
import { writeBash } from './write-bash';

// Every value of the selection carries "zq"; the script's code must hold none of them.
const NAME = 'zq it\'s "$HOME" `id` 東京\nnet';
const selection: RecreateSelection = {
  servers: [{ name: 'zq-web-1', planId: 'zq-plan', regionId: 'zq-region', osImageId: 'zq-os' }],
  vpcs: [{ name: NAME, regionId: 'zq-region', ipRange: '10.9.0.0/24', members: ['zq-web-1'] }],
  volumes: [{ name: 'zq-data-1', sizeGb: 20, regionId: 'zq-region', attachedTo: 'zq-web-1' }],
  reservedIps: [
    { regionId: 'zq-region', assignedTo: 'zq-web-1' },
    { regionId: 'zq-region', assignedTo: null },
  ],
  alertPolicies: [
    {
      name: `${NAME} cpu`,
      metric: 'cpu',
      thresholdPercent: 90,
      durationMinutes: 5,
      instance: 'zq-web-1',
      enabled: true,
    },
  ],
  endpoints: [
    {
      url: "https://zq.example/in?a='b'&c=$d",
      description: 'zq `x` $y',
      events: ['instance.created'],
    },
  ],
};
const API = 'https://zq.example/api/v1';

describe('writeBash', () => {
  it('writes every value once, in the embedded JSON, and splices none into the code', () => {
    const script = writeBash(selection, API);
    const lines = script.split('\n').filter((line) => line.includes('zq'));
    expect(lines).toEqual([`DATA='${embedJson(recreateData(selection, API))}'`]);
    expect(lines[0]).not.toMatch(/^DATA='.*'.*'/);
  });
});

describe('the bash script on a billed account', () => {
  const script = writeBash(selection, API);
  const code = script.split('\n').filter((line) => !line.startsWith('DATA='));

  it('runs every request in its own shell: never in $(…), a pipe or a test, where set -e and its exit do not reach the script', () => {
    const calls = code.filter((line) => /(^|[\s;(|&])(call|list|running_id) /.test(line));
    expect(calls.length).toBeGreaterThan(10);
    for (const line of calls) {
      expect(line, line).not.toMatch(
        /\$\((call|list|running_id) |\| *(call|list)\b|\b(call|list) [^|]*\|[^|]/,
      );
      expect(line, line).not.toMatch(/\[\[.*\b(call|list|running_id)\b/);
    }
    // No test decides on a command's output: each is read into a variable first, its status checked.
    expect(code.filter((line) => /\[\[[^\]]*\$\(/.test(line))).toEqual([]);
  });

  it('follows no redirect and sends the key only as a header file', () => {
    expect(script).not.toMatch(/curl[^\n]*(-L\b|--location)/);
    expect(script).toContain(`-H @<(printf 'Authorization: Bearer %s\\n' "$CLOUD_API_KEY")`);
  });
});
