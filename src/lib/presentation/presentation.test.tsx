import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyText } from '@/components/ui/copy-text';
import { UserText } from '@/components/ui/user-text';
import { formatCents } from '@/lib/format';
import { MASKED_IP, mask, maskMoney, maskText, maskUrlHost } from './masks';
import {
  MASKED_EMAIL,
  MASKED_WORD,
  PRESENTING_KEY,
  isPresenting,
  mask as shownMask,
  maskText as shownText,
  setPresenting,
  subscribePresenting,
  togglePresenting,
} from './presentation';

afterEach(() => {
  act(() => void setPresenting(false));
  localStorage.clear();
});

describe('the masks', () => {
  it('masks IPv4, CIDR ranges, IPv6, e-mails and amounts in free text, and nothing else', () => {
    expect(maskText('Server 203.0.113.7 in 10.0.0.0/16')).toBe(
      `Server ${MASKED_IP} in ${MASKED_IP}`,
    );
    expect(
      maskText(
        'v6 2001:db8::1 and fe80::1ff:fe23:4567:890a, full 2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      ),
    ).toBe(`v6 ${MASKED_IP} and ${MASKED_IP}, full ${MASKED_IP}`);
    expect(maskText('Write to ops.team+alerts@example.co.uk now')).toBe(
      `Write to ${MASKED_EMAIL} now`,
    );
    expect(maskText('Paid $1,234.56, then €12 and USD 1,234.56')).toBe(
      'Paid $•••.••, then €•••.•• and USD •••.••',
    );
    // German writes the amount first ("1.234,56 $", with a no-break space from Intl).
    expect(maskText('Bezahlt 1.234,56\u00a0$, dann 12\u00a0€ und 1.234,56 USD; 3 Server')).toBe(
      'Bezahlt •••.••\u00a0$, dann •••.••\u00a0€ und •••.•• USD; 3 Server',
    );
    expect(maskText('2 $1,234.56')).toBe('2 $•••.••');
    // Times, versions, counts and the words around them stay.
    expect(maskText('At 10:30:15, v1.2, 3 servers, 4.5 GB, 99.95% uptime')).toBe(
      'At 10:30:15, v1.2, 3 servers, 4.5 GB, 99.95% uptime',
    );
    expect(maskText('a :: b')).toBe('a :: b');
  });

  it('keeps the currency and hides the amount, whatever its size', () => {
    expect(maskMoney('$1,234.56')).toBe('$•••.••');
    expect(maskMoney('$0.05')).toBe('$•••.••');
    expect(maskMoney('-$90,071,992,547,409.90')).toBe('-$•••.••');
    expect(maskMoney('XQZ 1,234.56')).toBe('XQZ •••.••');
    expect(maskMoney('$1.2K')).toBe('$•••.••');
    expect(maskMoney('—')).toBe('—');
  });

  it('masks a webhook URL’s host (and credentials, port) and keeps its scheme and path', () => {
    expect(maskUrlHost('https://hooks.example.com:8443/in?x=1')).toBe(
      `https://${MASKED_WORD}/in?x=1`,
    );
    expect(maskUrlHost('https://user:pw@198.51.100.4/hook')).toBe(`https://${MASKED_WORD}/hook`);
    expect(mask('https://a.example/to/bob@example.com', 'url')).toBe(
      `https://${MASKED_WORD}/to/${MASKED_EMAIL}`,
    );
  });

  it('has fixed shapes per kind, and leaves "no value" as it is', () => {
    expect(mask('192.0.2.1', 'ip')).toBe(MASKED_IP);
    expect(mask('a@b.c', 'email')).toBe(MASKED_EMAIL);
    expect(mask('cc_live_ab12', 'word')).toBe(MASKED_WORD);
    expect(mask('—', 'word')).toBe('—');
    expect(mask('', 'ip')).toBe('');
  });
});

describe('the store', () => {
  it('is off by default, switches, tells its listeners and keeps a flag (never a value) for new tabs', async () => {
    expect(isPresenting()).toBe(false);
    const listener = vi.fn();
    const stop = subscribePresenting(listener);
    await togglePresenting();
    expect(isPresenting()).toBe(true);
    expect(localStorage.getItem(PRESENTING_KEY)).toBe('1');
    expect(document.documentElement.hasAttribute('data-presenting')).toBe(true);
    await setPresenting(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await togglePresenting();
    expect(localStorage.getItem(PRESENTING_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-presenting')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('returns values unchanged while off, and masks them through the chunk while on', async () => {
    expect(shownText('Ask bob@example.com')).toBe('Ask bob@example.com');
    expect(shownMask('203.0.113.9', 'ip')).toBe('203.0.113.9');
    await setPresenting(true);
    expect(shownText('Ask bob@example.com')).toBe(`Ask ${MASKED_EMAIL}`);
    expect(shownMask('https://a.example/x', 'url')).toBe(`https://${MASKED_WORD}/x`);
  });

  it('follows another tab that switches it', async () => {
    localStorage.setItem(PRESENTING_KEY, '1');
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent('storage', { key: PRESENTING_KEY, newValue: '1' }),
        ),
    );
    await vi.waitFor(() => expect(isPresenting()).toBe(true));
    localStorage.removeItem(PRESENTING_KEY);
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent('storage', { key: PRESENTING_KEY, newValue: null }),
        ),
    );
    expect(isPresenting()).toBe(false);
  });

  it('masks money where it is formatted', async () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    await setPresenting(true);
    expect(formatCents(123456)).toBe('$•••.••');
    expect(formatCents(Number.NaN)).toBe('—');
  });
});

describe('the components', () => {
  it('UserText masks what is written in it, and restores it when switched off', async () => {
    render(<UserText>{'Ask bob@example.com about 203.0.113.9'}</UserText>);
    expect(screen.getByText('Ask bob@example.com about 203.0.113.9')).toBeTruthy();
    await act(() => setPresenting(true));
    expect(screen.getByText(`Ask ${MASKED_EMAIL} about ${MASKED_IP}`)).toBeTruthy();
    act(() => void setPresenting(false));
    expect(screen.getByText('Ask bob@example.com about 203.0.113.9')).toBeTruthy();
  });

  it('CopyText shows the mask, says it copies the real value, and copies it on the second press', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(() => setPresenting(true));
    render(<CopyText value="203.0.113.9" label="address 203.0.113.9" />);
    const button = screen.getByRole('button');
    expect(button.textContent).toContain(MASKED_IP);
    expect(button.getAttribute('aria-label')).toBe(
      `Copy the real address ${MASKED_IP}, hidden while presenting`,
    );
    expect(button.outerHTML).not.toContain('203.0.113.9');
    fireEvent.click(button);
    expect(writeText).not.toHaveBeenCalled();
    expect(button.textContent).toContain('Copies the real value: press again');
    await act(async () => void fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('203.0.113.9');
  });

  it('CopyText copies at once what it does not mask (an ID), and a prefix is masked as a word', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(() => setPresenting(true));
    render(
      <>
        <CopyText value="ins_123" label="instance ID" />
        <CopyText value="cc_live_ab12" label="prefix cc_live_ab12" mask="word" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy instance ID' }));
    expect(writeText).toHaveBeenCalledWith('ins_123');
    expect(
      screen.getByRole('button', {
        name: `Copy the real prefix ${MASKED_WORD}, hidden while presenting`,
      }),
    ).toBeTruthy();
  });
});
