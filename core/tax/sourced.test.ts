import { latestValidFrom } from './sourced';

describe('latestValidFrom', () => {
  it('returns the latest start date', () => {
    expect(
      latestValidFrom([
        { validFrom: '2024-01-01', source: 'a' },
        { validFrom: '2025-07-25', source: 'b' },
        { validFrom: '2025-06-27', source: 'c' },
      ]),
    ).toBe('2025-07-25');
  });
});
