// The analysis field table is the one definition: the schema's numbers and messages, the steps'
// fields (and so the printed "Datos y supuestos"), the defaults and the share link's parameters
// come from its rows.
import { boundMessages } from '../../testing/field-table';
import { rowOf } from '../fields';
import { ANALYSIS_FIELDS, CHOICES_AFTER } from './field-rows';
import { ANALYSIS_FORM_DEFAULTS } from './fields';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS } from './inputs';
import { analysisSchema } from './schema';
import { ANALYSIS_STEPS } from './steps';

const NAMES = ANALYSIS_FIELDS.map((row) => row.name);

describe('ANALYSIS_FIELDS', () => {
  it('are, with the choices where they belong, the share link', () => {
    expect(SHARE_PARAMS.filter((name) => !(NAMES as string[]).includes(name))).toEqual([
      'community',
      'propertyType',
      'deedDate',
      'rateType',
      'letting',
      'vatHotelServices',
      'residence',
      'taxResidence',
    ]);
    for (const [after, choices] of Object.entries(CHOICES_AFTER)) {
      const at = SHARE_PARAMS.indexOf(after as (typeof SHARE_PARAMS)[number]);
      expect(SHARE_PARAMS.slice(at + 1, at + 1 + choices.length)).toEqual(choices);
    }
  });

  it('give the schema its numbers, each bound with its message', () => {
    expect(Object.keys(analysisSchema.def.shape).slice(0, NAMES.length)).toEqual(NAMES);
    const cases = boundMessages(ANALYSIS_FIELDS, analysisSchema, ANALYSIS_FORM_DEFAULTS);
    const bounded = ANALYSIS_FIELDS.filter((row) => row.min ?? row.max);
    expect(new Set(cases.map((c) => c.field))).toEqual(new Set(bounded.map((row) => row.name)));
    // The first message is the bound's (a loan above 1e10 is also above the price: a second one).
    for (const { field, value, messages, expected } of cases) {
      expect({ field, value, first: messages.slice(0, 1) }).toEqual({
        field,
        value,
        first: expected,
      });
    }
  });

  it('give the steps (and the printed report) each number field label, unit and hint', () => {
    const numbers = ANALYSIS_STEPS.flatMap((step) => step.fields).filter(
      (field) => field.kind === 'number',
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const { shownWhen, ...field } of numbers) {
      const row = rowOf(ANALYSIS_FIELDS, field.name);
      expect(shownWhen === undefined || typeof shownWhen === 'function').toBe(true);
      expect(field).toEqual({
        kind: 'number',
        name: row.name,
        label: row.label,
        unit: row.unit,
        hint: row.hint,
      });
    }
    const management = numbers.find((field) => field.name === 'managementPercent');
    expect(management?.label).toBe('Gestión (agencia)');
  });

  it('give the defaults, and an emptied cost means 0', () => {
    expect(ANALYSIS_DEFAULTS.managementPercent).toBe(0);
    expect(ANALYSIS_DEFAULTS.price).toBe(200_000);
    expect(ANALYSIS_DEFAULTS.loanAmount).toBeUndefined();
    const parsed = analysisSchema.parse({
      ...ANALYSIS_FORM_DEFAULTS,
      managementPercent: undefined,
      ibi: undefined,
    });
    expect(parsed.managementPercent).toBe(0);
    expect(parsed.ibi).toBe(0);
  });
});
