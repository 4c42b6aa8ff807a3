import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'),
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
});
