import fc from 'fast-check';
import { calculatePurchaseCosts } from '../../tax/purchase-costs';
import { round2 } from '../../round';
import { RATE_DEFAULTS } from './rate-path';
import { loanSchedule } from './schedule';
import {
  LTV_LIMITS,
  assessAffordability,
  costsFor,
  loanForPayment,
  peakPayment,
  type AffordabilityInput,
} from './affordability';
import { judgeFinancing, type FinancingInput } from './financing';
import { VALENCIAN_FLAT_TO_LET } from '../../testing/financing-case';

// A 200,000 € used home in Madrid, main home; 30-year fixed loan at 3 %.
const base: AffordabilityInput = {
  netMonthlyIncome: 3000,
  existingDebtPayments: 200,
  savings: 60000,
  propertyPrice: 200000,
  appraisalValue: 210000,
  use: 'main',
  paymentRatio: 35,
  propertyType: 'used',
  autonomousCommunity: 'madrid',
  loan: { ...RATE_DEFAULTS, interestRate: 3, loanTermYears: 30 },
};

describe('loanForPayment', () => {
  it('inverts the French payment', () => {
    // r = 0.0025, n = 360: (1 - 1.0025^-360) / 0.0025 = 237.18938; 850 × 237.18938 = 201610.97
    expect(loanForPayment(850, 3, 360)).toBeCloseTo(201610.97, 2);
    expect(loanForPayment(1000, 0, 120)).toBe(120000);
    expect(loanForPayment(1000, 3, 0)).toBe(0);
  });
});

describe('assessAffordability (worked example)', () => {
  const result = assessAffordability(base);

  it('limits the payment to 35 % of net income minus debts', () => {
    // 3000 × 0.35 - 200 = 850; 850 × 237.18938 = 201610.97
    expect(result.maxPayment).toBe(850);
    expect(result.maxLoanByPayment).toBe(201610.97);
  });
  it('lends at most 80 % of the lower of price and appraisal', () => {
    // min(200000, 210000) × 0.80 = 160000, below the payment limit
    expect(result.valuationBase).toBe(200000);
    expect(result.maxLoanByLtv).toBe(160000);
    expect(result.maxLoan).toBe(160000);
    expect(result.limitedBy).toBe('ltv');
  });
  it('takes the purchase costs from the tax engine, with the appraisal of the loan', () => {
    // ITP 6 % = 12000, notary 740.51, registry 526.90, agency 350, appraisal 375 = 13992.41
    const costs = calculatePurchaseCosts({
      propertyPrice: 200000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
      hasLoan: true,
      loanAmount: result.loanAmount,
    });
    expect(result.purchaseCosts).toBe(costs.totalCosts);
    expect(result.purchaseCosts).toBe(13992.41);
  });
  it('borrows what savings do not cover and judges it viable', () => {
    // 200000 + 13992.41 - 60000 = 153992.41 ≤ 160000
    expect(result.loanAmount).toBe(153992.41);
    expect(result.deposit).toBe(46007.59);
    expect(result.cashNeeded).toBe(60000);
    expect(result.shortfall).toBe(0);
    // 153992.41 / 237.18938 = 649.24; (649.24 + 200) / 3000 = 28.31 %
    expect(result.monthlyPayment).toBe(649.24);
    expect(result.debtRatio).toBe(28.31);
    expect(result.level).toBe('viable');
    expect(result.verdict).toMatch(
      /^Viable: un préstamo de 153\.992\s€ con una cuota de 649,24\s€/,
    );
  });
});

describe('the opening fee in the cash needed', () => {
  // The December 2026 audit's case: a 300.000 € used flat in Cataluña, appraised at 290.000 €,
  // 232.000 € of loan (80 % of the appraisal) with a 0,5 % opening fee and 95.000 € saved.
  const catalan: FinancingInput = {
    ...base,
    autonomousCommunity: 'cataluna',
    propertyPrice: 300_000,
    appraisalValue: 290_000,
    savings: 95_000,
    requestedLoan: 232_000,
    openingFeePercent: 0.5,
  };

  it('adds the fee paid at signing to the price and costs less the loan', () => {
    const result = judgeFinancing(catalan);
    // Costs: ITP 10 % 30.000 + notaría 788,01 + registro 555,40 + gestoría 350 + tasación 375.
    expect(result.purchaseCosts).toBe(32_068.41);
    // 0,5 % × 232.000 = 1.160; 300.000 + 32.068,41 + 1.160 − 232.000 = 101.228,41 (100.068,41
    // without the fee); 101.228,41 − 95.000 = 6.228,41 missing.
    expect(result.openingFee).toBe(1_160);
    expect(result.cashNeeded).toBe(101_228.41);
    expect(result.shortfall).toBe(6_228.41);
    expect(result.limitingFactor).toBe('savings');
  });

  it('charges the fee on the smaller loan at the LTV limit', () => {
    // 80 % of 290.000 = 232.000: asking 250.000 is over it, so the money needed is at 232.000.
    const result = judgeFinancing({ ...catalan, requestedLoan: 250_000 });
    const costsAtLtv = costsFor(catalan, 232_000).totalCosts;
    expect(result.openingFee).toBe(1_250);
    expect(result.cashNeededAtLtv).toBeCloseTo(300_000 + costsAtLtv + 1_160 - 232_000, 2);
  });

  it('borrows so that savings cover the fee too, and shows it in the cash needed', () => {
    // Madrid worked example at 1 %: L = (200.000 + 13.992,41 − 60.000) ÷ 0,99 = 155.547,89;
    // fee 1.555,48; cash 44.452,11 + 13.992,41 + 1.555,48 = 60.000.
    const result = assessAffordability({ ...base, openingFeePercent: 1 });
    expect(result.loanAmount).toBe(155_547.89);
    expect(result.openingFee).toBe(1_555.48);
    expect(result.cashNeeded).toBe(60_000);
    expect(result.shortfall).toBe(0);
  });
});

describe('assessAffordability, other cases', () => {
  it('finds the savings missing when the LTV caps the loan', () => {
    // Loan 160000; cash 40000 + 13992.41 = 53992.41 against 40000 saved.
    const result = assessAffordability({ ...base, savings: 40000 });
    expect(result.loanAmount).toBe(160000);
    expect(result.shortfall).toBe(13992.41);
    expect(result.level).toBe('no-viable');
    expect(result.verdict).toContain('te faltan 13.992');
    expect(result.verdict).toMatch(/el 80\s%/);
  });
  it('lends 70 % for a second home or an investment', () => {
    expect(LTV_LIMITS.second).toBe(70);
    expect(assessAffordability({ ...base, use: 'investment' }).maxLoanByLtv).toBe(140000);
  });
  it('measures the LTV on the appraisal when it is below the price', () => {
    // min(200000, 180000) × 0.8 = 144000
    expect(assessAffordability({ ...base, appraisalValue: 180000 }).maxLoanByLtv).toBe(144000);
  });
  it('lets income limit the loan, with the ratio clamped to 30-35 %', () => {
    // 1500 × 0.30 = 450 → 450 × 237.18938 = 106735.22; a ratio of 50 is taken as 35.
    const result = assessAffordability({
      ...base,
      netMonthlyIncome: 1500,
      existingDebtPayments: 0,
      paymentRatio: 25,
    });
    expect(result.paymentRatio).toBe(30);
    expect(result.maxLoanByPayment).toBe(106735.22);
    expect(result.limitedBy).toBe('payment');
    expect(result.level).toBe('no-viable');
    expect(assessAffordability({ ...base, paymentRatio: 50 }).paymentRatio).toBe(35);
  });
  it('calls a payment within 35 % but above the prudent 30 % of income tight', () => {
    // Income 2600: limit 2600 × 0.35 - 200 = 710, so the LTV still binds and the loan is
    // 153992.41 again; (649.24 + 200) / 2600 = 32.66 %.
    const result = assessAffordability({ ...base, netMonthlyIncome: 2600 });
    expect(result.maxPayment).toBe(710);
    expect(result.loanAmount).toBe(153992.41);
    expect(result.debtRatio).toBe(32.66);
    expect(result.level).toBe('ajustada');
    expect(result.verdict).toMatch(/^Viable pero ajustada: .* el 32,66\s% de tus ingresos netos/);
  });
  it('needs no loan when savings cover everything', () => {
    const result = assessAffordability({ ...base, savings: 300000 });
    expect(result.loanAmount).toBe(0);
    expect(result.level).toBe('viable');
    expect(result.verdict).toMatch(/^Viable sin hipoteca/);
  });
  it('never lends more than either limit, and the books balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 500000 }),
        fc.integer({ min: 50000, max: 1500000 }),
        fc.constantFrom('main' as const, 'second' as const, 'investment' as const),
        (netMonthlyIncome, existingDebtPayments, savings, propertyPrice, use) => {
          const result = assessAffordability({
            ...base,
            netMonthlyIncome,
            existingDebtPayments,
            savings,
            propertyPrice,
            appraisalValue: undefined,
            use,
          });
          expect(result.loanAmount).toBeLessThanOrEqual(result.maxLoanByLtv + 0.01);
          expect(result.loanAmount).toBeLessThanOrEqual(result.maxLoanByPayment + 0.01);
          expect(result.shortfall).toBeGreaterThanOrEqual(0);
          expect(result.deposit + result.loanAmount).toBeCloseTo(propertyPrice, 2);
          if (result.shortfall === 0) expect(result.cashNeeded).toBeLessThanOrEqual(savings + 0.01);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('judgeFinancing: one verdict with its limiting factor', () => {
  // The case (core/testing/financing-case.ts).
  const flat: FinancingInput = VALENCIAN_FLAT_TO_LET;

  it('finds the Valencian flat to let not viable, short of savings, with the LTV warning', () => {
    const result = judgeFinancing(flat);
    // 70 % of 185.000 = 129.500; the buyer would put 55.500 € plus the costs at that loan.
    expect(result.maxLoanByLtv).toBe(129500);
    const costsAtLtv = calculatePurchaseCosts({
      propertyPrice: 185000,
      propertyType: 'used',
      autonomousCommunity: 'valencia',
      hasLoan: true,
      loanAmount: 129500,
    }).totalCosts;
    expect(result.cashNeededAtLtv).toBeCloseTo(55500 + costsAtLtv, 2);
    expect(result.shortfall).toBeCloseTo(55500 + costsAtLtv - 45000, 2);
    expect(result.verdict).toBe('notViable');
    expect(result.limitingFactor).toBe('savings');
    expect(result.warnings).toEqual(['ltv']);
  });

  it('still lacks savings with a loan within the 70 %', () => {
    const result = judgeFinancing({ ...flat, requestedLoan: 129500 });
    expect(result.warnings).toEqual([]);
    expect(result.verdict).toBe('notViable');
    expect(result.limitingFactor).toBe('savings');
    expect(result.shortfall).toBe(round2(result.cashNeeded - 45000));
  });

  it('warns of a loan above the price', () => {
    const result = judgeFinancing({ ...flat, requestedLoan: 200000 });
    expect(result.warnings).toEqual(['ltv', 'loanAbovePrice']);
    expect(result.cashNeeded).toBeLessThan(result.purchaseCosts);
  });

  it('warns a 50-year-old with a 35-year term: 85 at the end, above 75', () => {
    const result = judgeFinancing({
      ...flat,
      savings: 200000,
      requestedLoan: 100000,
      borrowerAge: 50,
      loan: { ...flat.loan, loanTermYears: 35 },
    });
    expect(result.ageAtEnd).toBe(85);
    expect(result.warnings).toEqual(['age']);
    expect(result.verdict).toBe('notViable');
    expect(result.limitingFactor).toBe('age');
    expect(result.maxTermYears).toBe(25);
    expect(judgeFinancing({ ...flat, borrowerAge: 40, loan: flat.loan }).warnings).not.toContain(
      'age',
    );
  });

  it('judges a mixed loan by its payment from year 6, not its first', () => {
    // 5 years at 1 %, then Euríbor 2,221 + 2 = 4,221 %: the year-6 payment is the highest.
    const mixed = {
      ...RATE_DEFAULTS,
      rateType: 'mixed' as const,
      interestRate: 1,
      fixedYears: 5,
      euribor: 2.221,
      spread: 2,
      loanTermYears: 25,
    };
    const schedule = loanSchedule({ ...mixed, loanAmount: 150000 });
    const yearSix = Math.max(...schedule.months.slice(60, 120).map((row) => row.payment));
    expect(yearSix).toBeGreaterThan(schedule.firstPayment);
    expect(peakPayment({ ...mixed, loanAmount: 150000 })).toBeCloseTo(yearSix, 1);
    // Income where the first payment fits in 35 % and the year-6 one does not.
    const income = round2((schedule.firstPayment + yearSix) / 2 / 0.35);
    const result = judgeFinancing({
      ...flat,
      netMonthlyIncome: income,
      existingDebtPayments: 0,
      savings: 500000,
      propertyPrice: 250000,
      requestedLoan: 150000,
      loan: mixed,
    });
    expect(result.peakPayment).toBeCloseTo(yearSix, 1);
    expect(result.debtRatio).toBeGreaterThan(35);
    expect((schedule.firstPayment / income) * 100).toBeLessThan(35);
    expect(result.verdict).toBe('notViable');
    expect(result.limitingFactor).toBe('income');
  });

  it('calls a payment between 30 % and 35 % tight, and below 30 % viable', () => {
    const roomy = { ...flat, savings: 200000, requestedLoan: 100000 };
    const payment = judgeFinancing(roomy).peakPayment;
    const tight = judgeFinancing({
      ...roomy,
      existingDebtPayments: 0,
      netMonthlyIncome: payment / 0.33,
    });
    expect(tight.verdict).toBe('tight');
    expect(tight.limitingFactor).toBeNull();
    const viable = judgeFinancing({
      ...roomy,
      existingDebtPayments: 0,
      netMonthlyIncome: payment / 0.25,
    });
    expect(viable.verdict).toBe('viable');
  });
});
