import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WalletSummary } from '../queries';
import { LowBalanceWarning } from './low-balance-warning';

const base: WalletSummary = {
  balanceCents: 123456,
  currency: 'USD',
  monthToDateSpendCents: 4000,
  projectedMonthSpendCents: 9000,
  lowBalanceThresholdCents: 5000,
  months: [],
};

describe('LowBalanceWarning', () => {
  it('says nothing at or above the threshold', () => {
    const { container } = render(<LowBalanceWarning summary={{ ...base, balanceCents: 5000 }} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('below the threshold explains that every key stops with 401 at zero', () => {
    render(<LowBalanceWarning summary={{ ...base, balanceCents: 1200 }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The balance is low');
    expect(alert).toHaveTextContent('$12.00');
    expect(alert).toHaveTextContent('401 invalid_token');
    expect(alert).toHaveTextContent('every API key');
    expect(alert).toHaveTextContent('about $50.00');
  });
});
