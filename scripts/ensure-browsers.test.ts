// @vitest-environment node
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { neededPrograms, programPath } from './ensure-browsers.mjs';

const script = fileURLToPath(new URL('./ensure-browsers.mjs', import.meta.url));

function fakeProgram(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ensure-browsers-'));
  writeFileSync(join(dir, name), '#!/bin/sh\n');
  chmodSync(join(dir, name), 0o755);
  return dir;
}

describe('ensure-browsers', () => {
  it('uses the variable when set, else the program found on PATH', () => {
    expect(programPath('chromium', { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '' })).toBe(
      '/opt/chrome/chrome',
    );
    const dir = fakeProgram('firefox-esr');
    expect(programPath('firefox', { PATH: dir })).toBe(join(dir, 'firefox-esr'));
  });

  it('finds a program however late its directory comes in PATH (a shim-heavy PATH puts /usr/bin tenth)', () => {
    const dir = fakeProgram('chromium');
    const empty = Array.from({ length: 12 }, () =>
      mkdtempSync(join(tmpdir(), 'ensure-browsers-empty-')),
    );
    for (let position = 0; position <= empty.length; position += 1) {
      const entries = [...empty.slice(0, position), dir, ...empty.slice(position)];
      expect(programPath('chromium', { PATH: entries.join(':') }), `at entry ${position + 1}`).toBe(
        join(dir, 'chromium'),
      );
    }
  });

  it("needs both browsers (and Chromium's headless shell), nginx unless its projects are off, and the team front unless its project is", () => {
    expect(neededPrograms({})).toEqual([
      'chromium',
      'chromiumShell',
      'firefox',
      'nginx',
      'apache',
      'openidc',
      'njs',
      'nchan',
      'haproxy',
      'redis',
    ]);
    expect(neededPrograms({ E2E_NGINX: '0' })).toEqual([
      'chromium',
      'chromiumShell',
      'firefox',
      'nginx',
      'apache',
      'openidc',
      'njs',
      'nchan',
      'haproxy',
      'redis',
    ]);
    expect(neededPrograms({ E2E_TEAM: '0' })).toEqual([
      'chromium',
      'chromiumShell',
      'firefox',
      'nginx',
    ]);
    expect(neededPrograms({ E2E_NGINX: '0', E2E_TEAM: '0' })).toEqual([
      'chromium',
      'chromiumShell',
      'firefox',
    ]);
  });

  it('stops at once, installing nothing, when a variable names no program', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const env = {
        PATH: process.env.PATH,
        CHROMIUM_PATH: '/nonexistent/chromium',
        E2E_NGINX: '0',
        E2E_TEAM: '0',
      };
      execFile(process.execPath, [script], { env }, (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'CHROMIUM_PATH=/nonexistent/chromium is not an executable file.',
    );
  });
});
