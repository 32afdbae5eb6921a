import { act, render, screen } from '@testing-library/react';
import { RecordUnavailableNotice } from '@/components/layout/record-unavailable-notice';
import { withRecordUnavailable } from '@/lib/record-unavailable';
import { mockNavigation } from '../harness';

describe('RecordUnavailableNotice (§8 failed pre-load goes back)', () => {
  it('adds the flag to the fallback, keeping its query', () => {
    expect(withRecordUnavailable('/clients')).toBe('/clients?unavailable=1');
    expect(withRecordUnavailable('/catalog/products?page=2')).toBe('/catalog/products?page=2&unavailable=1');
  });

  it('says why on the page gone back to, drops the flag from the address, and is gone on the next page', () => {
    window.history.replaceState(null, '', '/clients?unavailable=1&page=2');
    mockNavigation.reset('/clients', 'unavailable=1&page=2');
    render(<RecordUnavailableNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Запись не найдена или недоступна');
    expect(window.location.pathname + window.location.search).toBe('/clients?page=2');
    // The router then reads the address without the flag: the notice stays on this page.
    act(() => mockNavigation.go('/clients?page=2'));
    expect(screen.getByRole('status')).toHaveTextContent('Запись не найдена или недоступна');
    act(() => mockNavigation.go('/orders'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing without the flag', () => {
    mockNavigation.reset('/clients');
    render(<RecordUnavailableNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
