// The analysis field table is the one definition: the schema's numbers and messages, the steps'
// labels (and so the printed "Datos y supuestos"), the defaults, the share link's parameters and
// the fields that mean 0 when empty come from its rows.
import { boundMessages } from '../../testing/field-table';
import { defaultsOf, rowOf, zeroWhenEmptyOf } from '../fields';
import { ANALYSIS_FIELDS, CHOICES_AFTER } from './field-rows';
import { ANALYSIS_FORM_DEFAULTS, ANALYSIS_NUMBER_KEYS, ANALYSIS_ZERO_WHEN_EMPTY } from './fields';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS } from './inputs';
import { analysisSchema } from './schema';
import { ANALYSIS_STEPS } from './steps';

const NAMES = ANALYSIS_FIELDS.map((row) => row.name);

describe('ANALYSIS_FIELDS', () => {
  it('are the form number fields and, with the choices where they belong, the share link', () => {
    expect(ANALYSIS_NUMBER_KEYS).toEqual(NAMES);
    expect(SHARE_PARAMS.filter((name) => !(NAMES as string[]).includes(name))).toEqual([
      'community',
      'propertyType',
      'deedDate',
      'rateType',
      'letting',
      'residence',
    ]);
    for (const [after, choices] of Object.entries(CHOICES_AFTER)) {
      const at = SHARE_PARAMS.indexOf(after as (typeof SHARE_PARAMS)[number]);
      expect(SHARE_PARAMS.slice(at + 1, at + 1 + choices.length)).toEqual(choices);
    }
  });

  it('give the schema its numbers, each bound with its message', () => {
    expect(Object.keys(analysisSchema.def.shape).slice(0, NAMES.length)).toEqual(NAMES);
    const cases = boundMessages(ANALYSIS_FIELDS, analysisSchema, ANALYSIS_FORM_DEFAULTS);
    // Two bounds for each of the 43 number fields.
    expect(cases).toHaveLength(86);
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
    expect(numbers).toHaveLength(37);
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

  it('give the defaults and the fields that mean 0 when empty', () => {
    expect(ANALYSIS_DEFAULTS).toMatchObject(defaultsOf(ANALYSIS_FIELDS));
    expect(ANALYSIS_DEFAULTS.managementPercent).toBe(0);
    expect(ANALYSIS_DEFAULTS.loanAmount).toBeUndefined();
    expect(ANALYSIS_ZERO_WHEN_EMPTY).toEqual(zeroWhenEmptyOf(ANALYSIS_FIELDS));
    expect(ANALYSIS_ZERO_WHEN_EMPTY).toHaveLength(17);
    const parsed = analysisSchema.parse({
      ...ANALYSIS_FORM_DEFAULTS,
      managementPercent: undefined,
    });
    expect(parsed.managementPercent).toBe(0);
  });
});
