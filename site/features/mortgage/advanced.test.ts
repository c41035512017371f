// The advanced options read what is typed the Spanish way and say what is wrong, in Spanish.
import { NUMBER_MESSAGES } from '../../../core/number';
import { RATE_DEFAULTS } from '../../../core/tools/mortgage/index';
import {
  AFFORD_MESSAGES,
  BONUS_MESSAGES,
  EARLY_MESSAGES,
} from '../../../core/tools/mortgage/advanced-fields';
import { readAffordability, readBonus, readEarly } from './advanced';

const terms = { loanAmount: 200000, loanTermYears: 25 };
const loan = { ...RATE_DEFAULTS, loanAmount: 160000, loanTermYears: 30 };

describe('readEarly', () => {
  it('pays a one-off amount with the last instalment of its year', () => {
    const read = readEarly(
      {
        earlyAmount: '20.000 €',
        earlyFrequency: 'once',
        earlyYear: '2',
        earlyFeeOption: 'first5Years',
      },
      terms,
    );
    expect(read).toEqual({ ok: true, value: [{ month: 24, amount: 20000 }] });
  });
  it('repeats a yearly amount up to the year before the last', () => {
    const read = readEarly(
      {
        earlyAmount: '3000',
        earlyFrequency: 'yearly',
        earlyYear: '',
        earlyFeeOption: 'first5Years',
      },
      terms,
    );
    expect(read.ok && read.value.map((payment) => payment.month)).toEqual(
      Array.from({ length: 24 }, (_, index) => (index + 1) * 12),
    );
  });
  it('says "mil" is not a number and that the amount cannot pass the loan', () => {
    const once = {
      earlyFrequency: 'once',
      earlyYear: '1',
      earlyFeeOption: 'first5Years',
    } as const;
    expect(readEarly({ ...once, earlyAmount: 'mil' }, terms)).toEqual({
      ok: false,
      errors: { earlyAmount: NUMBER_MESSAGES.invalid },
    });
    expect(readEarly({ ...once, earlyAmount: '200.001' }, terms)).toEqual({
      ok: false,
      errors: { earlyAmount: EARLY_MESSAGES.amount },
    });
    expect(readEarly({ ...once, earlyAmount: '1000', earlyYear: '25' }, terms)).toEqual({
      ok: false,
      errors: { earlyYear: EARLY_MESSAGES.year(24) },
    });
    expect(readEarly({ ...once, earlyAmount: '1000', earlyYear: '0' }, terms)).toEqual({
      ok: false,
      errors: { earlyYear: EARLY_MESSAGES.year(24) },
    });
  });
  it('asks for the amount and a whole year, as the main forms do', () => {
    const once = { earlyFrequency: 'once', earlyFeeOption: 'first5Years' } as const;
    expect(readEarly({ ...once, earlyAmount: '', earlyYear: '2,5' }, terms)).toEqual({
      ok: false,
      errors: { earlyAmount: NUMBER_MESSAGES.required, earlyYear: EARLY_MESSAGES.wholeYear },
    });
  });
});

describe('readBonus', () => {
  it('keeps the products with a discount, an empty cost being 0', () => {
    const texts = {
      bonusDiscount0: '0,3',
      bonusCost1: '400',
      bonusDiscount2: '0,1',
      bonusCost2: '250',
    };
    expect(readBonus(texts)).toEqual({
      ok: true,
      value: [
        { name: 'Nómina domiciliada', spreadDiscount: 0.3, yearlyCost: 0 },
        { name: 'Seguro de hogar', spreadDiscount: 0.1, yearlyCost: 250 },
      ],
    });
  });
  it('names the wrong field of the wrong product', () => {
    expect(readBonus({ bonusDiscount1: '3', bonusCost0: 'x' })).toEqual({
      ok: false,
      errors: { bonusDiscount1: BONUS_MESSAGES.discount, bonusCost0: NUMBER_MESSAGES.invalid },
    });
  });
});

describe('readAffordability', () => {
  const texts = {
    netMonthlyIncome: '3.000',
    existingDebtPayments: '',
    savings: '60.000',
    propertyPrice: '200.000',
    appraisalValue: '',
    borrowerAge: '',
    use: 'main',
    propertyType: 'used',
    autonomousCommunity: 'madrid',
  } as const;
  it('fills the optional fields (no debts, the price as appraisal, no age) and judges the loan asked for', () => {
    const read = readAffordability(texts, loan);
    expect(read.ok && read.value).toMatchObject({
      netMonthlyIncome: 3000,
      existingDebtPayments: 0,
      savings: 60000,
      propertyPrice: 200000,
      requestedLoan: loan.loanAmount,
    });
    expect(read.ok && 'appraisalValue' in read.value).toBe(false);
    expect(read.ok && 'borrowerAge' in read.value).toBe(false);
    expect(read.ok && 'loanAmount' in read.value.loan).toBe(false);
    const aged = readAffordability({ ...texts, borrowerAge: '50' }, loan);
    expect(aged.ok && aged.value.borrowerAge).toBe(50);
  });
  it('requires income and price and keeps the age within 18-100', () => {
    const read = readAffordability(
      { ...texts, netMonthlyIncome: '', propertyPrice: '0', borrowerAge: '17' },
      loan,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        netMonthlyIncome: NUMBER_MESSAGES.required,
        propertyPrice: AFFORD_MESSAGES.propertyPrice,
        borrowerAge: AFFORD_MESSAGES.borrowerAge,
      },
    });
  });
});
