// The form's steps come from the rows: each row in the step it names, once, in the link's order
// save the few fields a step asks first or last.
import { ANALYSIS_FIELDS } from './field-rows';
import { ANALYSIS_STEPS } from './steps';

const namesOf = (id: string) =>
  ANALYSIS_STEPS.find((step) => step.id === id)?.fields.map((field) => field.name) ?? [];

describe('ANALYSIS_STEPS', () => {
  it('show every row once, in the step the row names', () => {
    for (const row of ANALYSIS_FIELDS) {
      const steps = ANALYSIS_STEPS.filter((step) =>
        step.fields.some((field) => field.name === row.name),
      );
      expect({ row: row.name, steps: steps.map((step) => step.id) }).toEqual({
        row: row.name,
        steps: [row.step],
      });
    }
    for (const step of ANALYSIS_STEPS) {
      const names = step.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('place the choices and the date beside their rows, as the form has always asked them', () => {
    expect(namesOf('compra').slice(0, 5)).toEqual([
      'price',
      'community',
      'propertyType',
      'referenceValue',
      'deedDate',
    ]);
    expect(namesOf('financiacion').slice(0, 3)).toEqual([
      'loanAmount',
      'loanTermYears',
      'rateType',
    ]);
    expect(namesOf('alquiler').slice(0, 2)).toEqual(['letting', 'monthlyRent']);
    const tax = namesOf('irpf');
    expect(tax.slice(0, 4)).toEqual(['owners', 'residence', 'taxResidence', 'otherIncome']);
    expect(tax.slice(-2)).toEqual(['cadastralValue', 'cadastralRevised']);
  });

  it('ask a row with options as a select, and hide the tourist let rows from a long let', () => {
    const rent = ANALYSIS_STEPS.find((step) => step.id === 'alquiler')?.fields ?? [];
    const nightly = rent.find((field) => field.name === 'nightlyRate');
    const context = { residence: 'resident', owners: 1 } as const;
    expect(nightly?.shownWhen?.({ ...context, letting: 'tourist' })).toBe(true);
    expect(nightly?.shownWhen?.({ ...context, letting: 'longTerm' })).toBe(false);
    const owners = ANALYSIS_STEPS.flatMap((step) => step.fields).find((f) => f.name === 'owners');
    expect(owners?.kind).toBe('select');
  });
});
