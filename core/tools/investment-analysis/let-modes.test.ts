// Honest let modes: the supplies a tourist or seasonal let pays, its defaults without rent-default
// insurance, and the 10 % VAT of a tourist let with hotel-type services (Ley 37/1992 arts.
// 20.Uno.23º and 91.Uno.2.2º), each with its arithmetic.
import {
  HOME_LET_DEFAULTS,
  LET_MODE_FIGURES_DEFAULT,
  letDefaults,
  letModeFiguresOf,
  licencesIn,
} from '../../let-modes';
import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';
import { analysisInputFromQuery, analysisShareQuery } from './share-query';
import { vatYear1 } from './tourist-vat';
import { resolveInput } from './inputs';

// The tourist let of owners-and-lets.test.ts: a cash Valencian flat, 95 € a night at 60 %
// occupancy, stays of 4 nights, 40 € of cleaning each, 15 % platform fee, 3 % repairs, fixed
// costs 300 + 480 + 200 = 980 € a year; an old link's flat 30 %.
const tourist: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 180_000,
  community: 'valencia',
  deedDate: '2026-07-01',
  loanAmount: 0,
  ibi: 300,
  communityFees: 480,
  homeInsurance: 200,
  defaultInsurancePercent: 0,
  maintenancePercent: 3,
  managementPercent: 0,
  otherCosts: 0,
  marginalRatePercent: 30,
  letting: 'tourist',
  nightlyRate: 95,
  occupancyPercent: 60,
  averageStayNights: 4,
  cleaningPerStay: 40,
  platformFeePercent: 15,
};

describe('supplies', () => {
  it('are a fixed yearly cost of the flat', () => {
    const [without] = analyseInvestment(tourist).years;
    const [withSupplies] = analyseInvestment({ ...tourist, utilities: 1_680 }).years;
    // 6.914,90 € of costs without supplies (owners-and-lets.test.ts) + 1.680 = 8.594,90.
    expect(without?.runningCosts).toBe(6_914.9);
    expect(withSupplies?.runningCosts).toBe(8_594.9);
  });

  it('travel in the link', () => {
    const query = analysisShareQuery({ ...tourist, utilities: 1_680 });
    expect(new URLSearchParams(query).get('utilities')).toBe('1680');
    expect(analysisInputFromQuery({ utilities: '1680' }).input?.utilities).toBe(1_680);
  });
});

describe('VAT of a tourist let with hotel-type services', () => {
  const [year] = analyseInvestment({ ...tourist, vatHotelServices: true, utilities: 1_680 }).years;

  it('leaves the guests’ VAT out of the income', () => {
    // 95 × 365 × 60 % = 20.805 paid by the guests ÷ 1,10 = 18.913,64 of income.
    expect(year?.rent).toBe(18_913.64);
  });

  it('deducts the VAT borne on cleaning, the platform and the supplies', () => {
    // Cleaning 40 × 54,75 stays = 2.190 ÷ 1,21 = 1.809,92; platform 15 % × 20.805 = 3.120,75
    // ÷ 1,21 = 2.579,13; supplies 1.680 ÷ 1,21 = 1.388,43; repairs 3 % × 18.913,64 = 567,41;
    // fixed 980: 980 + 1.388,43 + 567,41 + 1.809,92 + 2.579,13 = 7.324,89.
    expect(year?.runningCosts).toBe(7_324.89);
  });

  it('changes nothing without the switch or for a let that is not tourist', () => {
    const off = analyseInvestment({ ...tourist, vatHotelServices: false }).years[0];
    expect(off?.rent).toBe(20_805);
    const home = { ...tourist, letting: 'longTerm' as const, monthlyRent: 900 };
    expect(analyseInvestment({ ...home, vatHotelServices: true }).years[0]?.rent).toBe(
      analyseInvestment(home).years[0]?.rent,
    );
  });

  it('says year 1’s VAT: charged to the guests, deducted, and paid to Hacienda', () => {
    const vat = vatYear1(resolveInput({ ...tourist, vatHotelServices: true, utilities: 1_680 }));
    // Charged 20.805 − 18.913,64 = 1.891,36; bought 2.190 + 3.120,75 + 1.680 = 6.990,75 with
    // VAT, of it 6.990,75 × 21 ÷ 121 = 1.213,27 deducted; payable 1.891,36 − 1.213,27 = 678,09.
    expect(vat?.charged).toBeCloseTo(1_891.36, 2);
    expect(vat?.deducted).toBeCloseTo(1_213.27, 2);
    expect(vat?.payable).toBeCloseTo(678.09, 2);
    expect(vatYear1(resolveInput(tourist))).toBeNull();
  });

  it('travels in the link as true or false', () => {
    const query = analysisShareQuery({ ...tourist, vatHotelServices: true });
    expect(new URLSearchParams(query).get('vatHotelServices')).toBe('true');
    expect(analysisInputFromQuery({ vatHotelServices: 'false' }).input?.vatHotelServices).toBe(
      false,
    );
    expect(analysisInputFromQuery({ vatHotelServices: 'sí' }).errors).toHaveProperty(
      'vatHotelServices',
    );
  });
});

describe('let-mode defaults', () => {
  it('charge no rent-default insurance on nightly or seasonal income, and furnish the flat', () => {
    for (const letting of ['tourist', 'seasonal'] as const) {
      const defaults = letDefaults(letting, LET_MODE_FIGURES_DEFAULT);
      expect(defaults.defaultInsurancePercent).toBe(0);
      expect(defaults.furniture).toBeGreaterThan(0);
      expect(defaults.utilities).toBeGreaterThan(0);
    }
    expect(letDefaults('longTerm', LET_MODE_FIGURES_DEFAULT)).toEqual(HOME_LET_DEFAULTS);
    expect(HOME_LET_DEFAULTS.defaultInsurancePercent).toBe(
      ANALYSIS_DEFAULTS.defaultInsurancePercent,
    );
  });

  it('put the tourist supplies within the 1.500-2.000 € a year measured, dated', () => {
    const { tourist: costs } = LET_MODE_FIGURES_DEFAULT;
    // 80 + 25 + 35 = 140 € a month × 12 = 1.680 €.
    expect(costs.utilities).toBe((80 + 25 + 35) * 12);
    expect(costs.utilitiesCover).toMatch(/luz.*agua.*internet/);
    expect(costs.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('take the editors’ figures, and the seed for a missing or malformed part', () => {
    const edited = letModeFiguresOf({
      tourist: { ...LET_MODE_FIGURES_DEFAULT.tourist, utilities: 1_900 },
      seasonal: { furniture: -1 },
      licences: [{ community: 'atlantis' }],
    });
    expect(edited.tourist.utilities).toBe(1_900);
    expect(edited.seasonal).toEqual(LET_MODE_FIGURES_DEFAULT.seasonal);
    expect(edited.licences).toEqual([]);
    expect(letModeFiguresOf(null)).toEqual(LET_MODE_FIGURES_DEFAULT);
  });

  it('list the licence status of the community’s municipalities, none where unknown', () => {
    const malaga = licencesIn('andalucia', LET_MODE_FIGURES_DEFAULT);
    expect(malaga.map((row) => [row.municipality, row.status])).toEqual([['Málaga', 'suspended']]);
    expect(licencesIn('extremadura', LET_MODE_FIGURES_DEFAULT)).toEqual([]);
  });
});
