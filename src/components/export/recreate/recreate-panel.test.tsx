import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { RecreateSelection } from './data';
import { RecreatePanel } from './recreate-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const selection = {
  servers: [{ name: `web 'a' $x`, planId: 'p-1', regionId: 'r-1', osImageId: 'os-1' }],
};

describe('RecreatePanel', () => {
  it('shows the bash script, switches to Python, copies and downloads the shown one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:x';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    render(<RecreatePanel selection={selection} apiUrl="https://console.example/api/v1" />);
    expect(screen.getByLabelText('bash script').textContent).toContain('#!/usr/bin/env bash');

    fireEvent.click(screen.getByRole('tab', { name: 'Python' }));
    const python = screen.getByLabelText('Python script').textContent ?? '';
    expect(python).toContain('#!/usr/bin/env python3');
    // The name the service would refuse is sent as one it takes; the original stays beside it.
    expect(python).toContain(String.raw`"name":"web-a-x"`);
    expect(python).toContain(String.raw`"was":"web \u0027a\u0027 $x"`);

    fireEvent.click(screen.getByRole('button', { name: 'Copy Python script' }));
    expect(writeText).toHaveBeenCalledWith(python);
    fireEvent.click(screen.getByRole('button', { name: 'Download recreate.py' }));
    expect(await created[0]!.text()).toBe(python);
  });

  const noticeOf = (title: string) =>
    screen.getByText(title).closest<HTMLElement>('[role="status"]')!;

  const refused: RecreateSelection = {
    servers: [{ name: 'Zürich–Straße', planId: 'p-1', regionId: 'r-1', osImageId: 'os-1' }],
    alertPolicies: [
      {
        name: `cpu \x1b[2K\u202e ${'x'.repeat(80)}`,
        metric: 'cpu',
        thresholdPercent: 90,
        durationMinutes: 5,
        instance: null,
        enabled: true,
      },
    ],
    endpoints: [{ url: 'http://hooks.example.com/in', events: ['instance.created'] }],
  };

  it('lists each name the service would refuse with the name the script sends, and what it leaves out', () => {
    render(<RecreatePanel selection={refused} apiUrl="https://console.example/api/v1" />);
    const notice = noticeOf('Not recreated as it is');
    expect(notice).toHaveTextContent('Server Zürich–Straße is created as Zurich-Strasse.');
    expect(notice).toHaveTextContent(
      'Server names take letters, digits, dots and hyphens only, and start and end with a letter or digit.',
    );
    // Shown as the script prints it: the escape and the override visible, not acted on.
    expect(notice).toHaveTextContent(String.raw`Alert policy cpu \x1b[2K\u202e x`);
    expect(notice.textContent).not.toContain('\x1b');
    expect(notice.textContent).not.toContain('\u202e');
    expect(notice).toHaveTextContent('Name: at most 80 characters.');
    expect(notice).toHaveTextContent(
      'Webhook endpoint http://hooks.example.com/in is left out. The URL must start with https://.',
    );
    // The script holds the same offer: the name it sends, the original beside it.
    expect(screen.getByLabelText('bash script').textContent).toContain(
      String.raw`"name":"Zurich-Strasse"`,
    );
  });

  it('says it in German', async () => {
    try {
      await activateLanguage('de');
      render(<RecreatePanel selection={refused} apiUrl="https://console.example/api/v1" />);
      const notice = noticeOf('Nicht unverändert neu angelegt');
      expect(notice).toHaveTextContent('Server Zürich–Straße wird als Zurich-Strasse angelegt.');
      expect(notice).toHaveTextContent('Name: höchstens 80 Zeichen.');
    } finally {
      await activateLanguage('en');
    }
  });

  it('says nothing of the kind when the service takes everything as it is', () => {
    render(<RecreatePanel selection={acceptedSelection} apiUrl="https://console.example/api/v1" />);
    expect(screen.queryByText('Not recreated as it is')).toBeNull();
  });
});

const acceptedSelection: RecreateSelection = {
  servers: [{ name: 'web-1', planId: 'p-1', regionId: 'r-1', osImageId: 'os-1' }],
};
