// Optional sale and transfer dates: empty is today, outside the tables' range is a Spanish message.
import { addYears, todayInMadrid } from '../tax/dates';
import { dateRangeMessage, optionalDateField } from './date-field';

const field = optionalDateField('la venta', '2022-01-01');

describe('optionalDateField', () => {
  it('accepts nothing (today is used) and dates from the oldest table to a year ahead', () => {
    expect(field.safeParse(undefined).success).toBe(true);
    expect(field.safeParse('2022-01-01').success).toBe(true);
    expect(field.safeParse(addYears(todayInMadrid(), 1)).success).toBe(true);
  });

  it('refuses dates outside the range and text that is not a date, in Spanish', () => {
    for (const text of ['2021-12-31', addYears(addYears(todayInMadrid(), 1), 1), '23/11/2026']) {
      const parsed = field.safeParse(text);
      expect(parsed.success).toBe(false);
      if (!parsed.success) {
        expect(parsed.error.issues[0]?.message).toBe(
          dateRangeMessage('la venta', '2022-01-01', todayInMadrid()),
        );
      }
    }
  });
});

describe('dateRangeMessage', () => {
  it('names the first day and the day a year from today', () => {
    expect(dateRangeMessage('la venta', '2022-01-01', '2026-11-23')).toBe(
      'Indica la fecha de la venta entre el 1 de enero de 2022 y el 23 de noviembre de 2027.',
    );
  });
});
