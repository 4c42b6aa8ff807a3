import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthFilter, monthError } from './month-filter';

function Harness({
  onChange,
  initial,
}: {
  onChange: (month: string | undefined) => void;
  initial?: string;
}) {
  const [month, setMonth] = useState<string | undefined>(initial);
  return (
    <>
      <MonthFilter
        value={month}
        onChange={(next) => {
          setMonth(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setMonth(undefined)}>
        Clear filters
      </button>
    </>
  );
}

afterEach(cleanup);

describe('MonthFilter', () => {
  it('takes a month typed one key at a time, and applies it on Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Month');
    await userEvent.type(input, '2025-03');
    expect(input).toHaveValue('2025-03');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-03');
  });

  it('says what is wrong with a month that is not one, on leaving the field, and applies nothing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="2025-01" />);
    const input = screen.getByLabelText('Month');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-13');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Write the month as YYYY-MM, for example 2025-03.');
    expect(input).toHaveValue('2025-13');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '2024-12{Enter}');
    expect(onChange).toHaveBeenCalledWith('2024-12');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('follows the URL when the filter is cleared elsewhere, and clearing the field clears the filter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="2025-01" />);
    const input = screen.getByLabelText('Month');
    expect(input).toHaveValue('2025-01');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(input).toHaveValue('');
    await userEvent.type(input, '2023-07{Enter}');
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it.each([['2025-3'], ['25-03'], ['2025/03'], ['2025-00'], ['2101-01']])('refuses %s', (text) => {
    expect(monthError(text)).toMatch(/YYYY-MM/);
  });
});
