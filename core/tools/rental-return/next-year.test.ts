import { computeReturn } from './compute';
import { parseReturnDocument } from './document';
import { canComputeYear, nextYearDocument } from './next-year';
import { documentOf } from './testing/documents';

describe('nextYearDocument', () => {
  const doc = documentOf(
    2025,
    [
      {
        name: 'Ático',
        acquisition: { kind: 'purchase', date: '2019-02-01', price: 180_000, costs: 12_000 },
        cadastral: { value: 90_000, landValue: 36_000, revisedYear: 2019 },
        furniture: [{ cost: 4_000, date: '2019-03-01' }],
        improvements: [{ cost: 8_000, date: '2023-05-10' }],
        // 2.400 of interest + 9.000 of repairs against 6.600 of rent: 4.800 of excess
        expenses: { ibi: 420, interest: 2_400, repairs: 9_000 },
        carriedForward: [{ year: 2022, amount: 700 }],
        contracts: [
          { start: '2023-01-01', end: '2025-03-31', monthlyRent: 550 },
          { start: '2025-04-01', end: '2027-03-31', monthlyRent: 550 },
        ],
      },
    ],
    [{ name: 'Ana', residence: 'resident', taxResidence: 'madrid', otherIncome: 25_000 }],
  );
  const result = computeReturn(doc);
  const next = nextYearDocument(doc, result);

  it('moves to the next year with the same owners and property data', () => {
    expect(next.taxYear).toBe(2026);
    expect(next.owners).toEqual([
      { name: 'Ana', residence: 'resident', taxResidence: 'madrid', otherIncome: null },
    ]);
    const [property] = next.properties;
    expect(property?.acquisition).toEqual(doc.properties[0]?.acquisition);
    expect(property?.cadastral).toEqual(doc.properties[0]?.cadastral);
    expect(property?.furniture).toEqual([{ cost: 4_000, date: '2019-03-01' }]);
    expect(property?.improvements).toEqual([{ cost: 8_000, date: '2023-05-10' }]);
  });

  it('empties the expenses and keeps only the contract running on 31 December', () => {
    const [property] = next.properties;
    expect(Object.values(property?.expenses ?? {}).every((amount) => amount === 0)).toBe(true);
    expect(property?.contracts).toEqual([doc.properties[0]?.contracts[1]]);
  });

  it('carries 2022’s remainder and 2025’s new excess', () => {
    // Room 6.600 (12 × 550): 2022's 700 first, then 5.900 of 2025's 11.400; 5.500 carried
    const [p] = result.properties;
    expect(p?.interestAndRepairs).toBe(6_600);
    expect(p?.excessCarriedForward).toBe(5_500);
    expect(next.properties[0]?.carriedForward).toEqual([{ year: 2025, amount: 5_500 }]);
  });

  it('is a valid document for 2026; 2027 has no rules yet', () => {
    expect(parseReturnDocument(next).ok).toBe(true);
    expect(canComputeYear(2026)).toBe(true);
    expect(canComputeYear(2027)).toBe(false);
  });
});
