import fc from 'fast-check';
import { RATE_DEFAULTS } from './rate-path';
import { type LoanTerms } from './schedule';
import { annualEquivalentRate, calculateTae } from './tae';

const fixed: LoanTerms = { ...RATE_DEFAULTS, loanAmount: 200000, loanTermYears: 25 };

describe('annualEquivalentRate', () => {
  it('solves single flows exactly', () => {
    // 1000 now against 1100 in a year: 1000 = 1100 / (1 + X), X = 10 %.
    expect(annualEquivalentRate(1000, [{ years: 1, amount: 1100 }])).toBeCloseTo(10, 9);
    // 1000 against 1210 in two years: (1 + X)^2 = 1.21, X = 10 %.
    expect(annualEquivalentRate(1000, [{ years: 2, amount: 1210 }])).toBeCloseTo(10, 9);
    // Paying back less than received gives a negative rate: 1000 = 900 / (1 + X), X = -10 %.
    expect(annualEquivalentRate(1000, [{ years: 1, amount: 900 }])).toBeCloseTo(-10, 9);
  });
  it('finds the same rate as plain bisection (the method it replaced), to 1e-9 points', () => {
    // The reference: bisection on the same equation, from the same bracket, to 1e-15.
    const presentValue = (flows: { years: number; amount: number }[], rate: number) =>
      flows.reduce((total, flow) => total + flow.amount * (1 + rate) ** -flow.years, 0);
    const bisection = (net: number, flows: { years: number; amount: number }[]) => {
      let low = -0.999999;
      let high = 1;
      while (presentValue(flows, high) > net && high < 1e6) high *= 2;
      for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
        const middle = (low + high) / 2;
        if (presentValue(flows, middle) > net) low = middle;
        else high = middle;
      }
      return ((low + high) / 2) * 100;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 480 }),
        fc.integer({ min: 0, max: 1_500 }).map((basis) => basis / 10_000),
        fc.integer({ min: 0, max: 500 }).map((basis) => basis / 10_000),
        (loan, months, rate, fee) => {
          const payment =
            rate === 0 ? loan / months : (loan * (rate / 12)) / (1 - (1 + rate / 12) ** -months);
          const flows = Array.from({ length: months }, (_, k) => ({
            years: (k + 1) / 12,
            amount: payment,
          }));
          const net = loan * (1 - fee);
          expect(Math.abs(annualEquivalentRate(net, flows) - bisection(net, flows))).toBeLessThan(
            1e-9,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is 0 without money received or flows', () => {
    expect(annualEquivalentRate(0, [{ years: 1, amount: 1 }])).toBe(0);
    expect(annualEquivalentRate(1000, [])).toBe(0);
  });
});

describe('calculateTae', () => {
  it('without costs is the nominal rate compounded monthly', () => {
    // (1 + 0.035 / 12)^12 - 1 = 1.0029167^12 - 1 = 3.5567 %
    const result = calculateTae(fixed);
    expect(result.tae).toBe(3.56);
    expect(result.label).toBe('TAE');
    expect(result.totalCosts).toBe(0);
  });

  it('of a fixed loan with a 1 % opening fee (worked example)', () => {
    // Fee 1 % of 200,000 = 2,000, so the borrower receives 198,000 and pays 300 × 1,001.25.
    // The monthly rate i solving 198000 = 1001.247 · (1 - (1 + i)^-300) / i is 0.0029950
    // (checked: (1 - 1.0029950^-300) / 0.0029950 = 197.7534 = 198000 / 1001.247).
    // TAE = (1 + i)^12 - 1 = 1.0029950^12 - 1 = 3.654 %.
    const result = calculateTae(fixed, { openingFeePercent: 1 });
    expect(result.openingFee).toBe(2000);
    expect(result.netAmount).toBe(198000);
    expect(result.tae).toBe(3.65);
    // The hand-found monthly rate does equate the flows, and gives the TAE shown.
    const i = 0.002995;
    expect(((1 - (1 + i) ** -300) / i) * 1001.247).toBeCloseTo(198000, -1);
    expect(((1 + i) ** 12 - 1) * 100).toBeCloseTo(result.tae, 2);
  });

  it('adds linked products paid at the start of each year', () => {
    const bare = calculateTae(fixed, { openingFeePercent: 1 });
    const insured = calculateTae(fixed, { openingFeePercent: 1, linkedProductsYearlyCost: 300 });
    // X solving 198000 = Σ 1001.247 (1 + X)^(-k/12) + Σ 300 (1 + X)^(-y), k = 1..300, y = 0..24:
    // at X = 3.8994 % both sides agree (found by bisection outside the engine), so 3.90.
    expect(insured.tae).toBe(3.9);
    expect(insured.tae).toBeGreaterThan(bare.tae);
    // 2,000 of fee + 25 years × 300 = 9,500
    expect(insured.totalCosts).toBe(9500);
  });

  it('is a "TAE variable" with the Euríbor held at today’s value, whatever the path', () => {
    const variable: LoanTerms = {
      ...fixed,
      rateType: 'variable',
      euribor: 2.2,
      spread: 0.8,
      euriborPath: [5, 6],
    };
    const result = calculateTae(variable);
    expect(result.label).toBe('TAE variable');
    // Held at 2.2 + 0.8 = 3 %: (1 + 0.03 / 12)^12 - 1 = 3.0416 %
    expect(result.tae).toBe(3.04);
  });

  it('is never below the nominal rate when there are costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 1500 }).map((value) => value / 100),
        fc.integer({ min: 1, max: 300 }).map((value) => value / 100),
        fc.integer({ min: 0, max: 2000 }),
        (loanAmount, loanTermYears, interestRate, openingFeePercent, yearly) => {
          const terms = { ...fixed, loanAmount, loanTermYears, interestRate };
          const result = calculateTae(terms, {
            openingFeePercent,
            linkedProductsYearlyCost: yearly,
          });
          expect(result.tae).toBeGreaterThanOrEqual(interestRate);
        },
      ),
    );
  });
});
