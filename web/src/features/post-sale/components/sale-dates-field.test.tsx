import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { SaleDatesField } from './sale-dates-field';
import { localToday } from '@yardsale/core/local-today';

beforeAll(() => loadNamespaces(['post']));
afterEach(cleanup);

const nextYear = `${Number(localToday().slice(0, 4)) + 1}`;

function field(dates: string[] = []) {
  const onChange = vi.fn();
  const onRefused = vi.fn();
  render(<SaleDatesField dates={dates} disabled={false} onChange={onChange} onRefused={onRefused} />);
  return { input: document.getElementById('sale-date-pick')!, onChange, onRefused };
}

describe('the sale dates field', () => {
  it('waits while a year is typed digit by digit, then picks the date', () => {
    const { input, onChange, onRefused } = field();
    // What Chrome reports as the year's digits come: 0002, 0020, 0202, then the year.
    for (const year of [`000${nextYear[0]}`, `00${nextYear.slice(0, 2)}`, `0${nextYear.slice(0, 3)}`]) {
      fireEvent.change(input, { target: { value: `${year}-06-13` } });
      expect(onRefused).not.toHaveBeenCalled();
    }
    fireEvent.change(input, { target: { value: `${nextYear}-06-13` } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith([`${nextYear}-06-13`]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a past date typed in full once the field is left', () => {
    const { input, onChange, onRefused } = field();
    fireEvent.change(input, { target: { value: '2001-06-13' } });
    expect(onRefused).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onRefused).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('before today'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
