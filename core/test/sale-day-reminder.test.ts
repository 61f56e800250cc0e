import { describe, expect, it } from 'vitest';
import { saleDayReminder } from '../src/sale-day-reminder';

const sale = (id: string, overrides: Partial<{ dates: string[]; startTime: string; endTime: string; timeZone: string }> = {}) => ({
  id,
  dates: ['2026-12-05', '2026-12-06'],
  startTime: '09:00',
  endTime: '15:00',
  timeZone: 'America/Toronto',
  ...overrides,
});
// Saturday 2026-12-05 in Toronto (EST, UTC-5).
const torontoAt = (time: string) => new Date(`2026-12-05T${time}:00-05:00`);
const ids = (reminder: ReturnType<typeof saleDayReminder<ReturnType<typeof sale>>>) => reminder?.sales.map((each) => each.id);

describe('the morning push of a sale day (decision 0042)', () => {
  it('is due from three hours before the day’s next favorite opens, not before', () => {
    const favorites = [sale('porch')];
    expect(saleDayReminder(favorites, torontoAt('05:59'))).toBeNull();
    const reminder = saleDayReminder(favorites, torontoAt('06:00'));
    expect(reminder).toEqual({ day: '2026-12-05', sales: favorites, next: { sale: favorites[0], opensAt: new Date('2026-12-05T14:00:00Z') } });
    expect(ids(saleDayReminder(favorites, torontoAt('08:59')))).toEqual(['porch']);
  });

  it('never goes before 6:00 on the sale’s clock, however early it opens', () => {
    const favorites = [sale('dawn', { startTime: '07:00' })];
    expect(saleDayReminder(favorites, torontoAt('05:59'))).toBeNull(); // three hours before would be 4:00
    expect(ids(saleDayReminder(favorites, torontoAt('06:00')))).toEqual(['dawn']);
    expect(saleDayReminder([sale('sunrise', { startTime: '06:00' })], torontoAt('05:30'))).toBeNull();
  });

  it('names every favorite open that day, first to open first, and none of other days', () => {
    const favorites = [sale('shed', { startTime: '11:00' }), sale('porch'), sale('barn', { dates: ['2026-12-12'] })];
    expect(ids(saleDayReminder(favorites, torontoAt('07:00')))).toEqual(['porch', 'shed']);
  });

  it('waits for a sale still to open: one already open or closed does not call for it', () => {
    expect(saleDayReminder([sale('porch')], torontoAt('09:30'))).toBeNull();
    const favorites = [sale('early', { startTime: '07:00', endTime: '10:00' }), sale('late', { startTime: '12:45' }), sale('gone', { startTime: '06:00', endTime: '08:00' })];
    expect(saleDayReminder(favorites, torontoAt('09:30'))).toBeNull(); // 'late' opens in 3 h 15 min
    expect(ids(saleDayReminder(favorites, torontoAt('09:45')))).toEqual(['early', 'late']);
  });

  it('reads each sale’s day and hours in its own zone', () => {
    // 07:00 in Toronto is 04:00 in Vancouver: a Vancouver sale at 09:00 is 5 h away; one in Halifax (08:00 there) at 10:00 is 2 h.
    const favorites = [sale('vancouver', { timeZone: 'America/Vancouver' }), sale('halifax', { timeZone: 'America/Halifax', startTime: '10:00' })];
    const reminder = saleDayReminder(favorites, torontoAt('07:00'));
    expect(ids(reminder)).toEqual(['halifax', 'vancouver']);
    expect(reminder?.next.opensAt).toEqual(new Date('2026-12-05T14:00:00Z'));
    // Just after midnight in Toronto it is still Friday in Vancouver, where the sale's first day has not begun.
    expect(saleDayReminder([sale('vancouver', { timeZone: 'America/Vancouver', startTime: '00:30' })], torontoAt('00:10'))).toBeNull();
  });
});
