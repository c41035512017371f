// The municipal plusvalía field table is the one definition: the schema's numbers, their messages
// (whole numbers included), the defaults and what an empty field means come from its rows.
import { boundMessages } from '../../testing/field-table';
import { excelRows, shareKeys, zeroWhenEmptyOf } from '../fields';
import {
  MUNICIPAL_PLUSVALIA_DEFAULTS,
  MUNICIPAL_PLUSVALIA_FIELDS,
  PLUSVALIA_MESSAGES,
} from './fields';
import { municipalPlusvaliaSchema } from './schema';

const NAMES = MUNICIPAL_PLUSVALIA_FIELDS.map((row) => row.name);

describe('MUNICIPAL_PLUSVALIA_FIELDS', () => {
  it('are the schema number fields and the share keys, in form order', () => {
    expect(Object.keys(municipalPlusvaliaSchema.def.shape)).toEqual([...NAMES, 'transferDate']);
    expect(shareKeys(MUNICIPAL_PLUSVALIA_FIELDS)).toEqual(NAMES);
  });

  it('give each bound its message in the schema', () => {
    const cases = boundMessages(
      MUNICIPAL_PLUSVALIA_FIELDS,
      municipalPlusvaliaSchema,
      MUNICIPAL_PLUSVALIA_DEFAULTS,
    );
    expect(cases).not.toHaveLength(0);
    // The first message is the bound's (land over the ceiling is also over the total: a second one).
    for (const { field, value, messages, expected } of cases) {
      expect({ field, value, first: messages.slice(0, 1) }).toEqual({
        field,
        value,
        first: expected,
      });
    }
  });

  it('want whole years and months, with their messages', () => {
    const messages = (patch: object) => {
      const parsed = municipalPlusvaliaSchema.safeParse({
        ...MUNICIPAL_PLUSVALIA_DEFAULTS,
        ...patch,
      });
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ yearsHeld: 7.5 })).toEqual([PLUSVALIA_MESSAGES.yearsHeld]);
    expect(messages({ monthsHeld: 1.5 })).toEqual([PLUSVALIA_MESSAGES.monthsHeld]);
    expect(messages({ yearsHeld: 7, monthsHeld: 11 })).toEqual([]);
  });

  it('give the defaults and the fields that mean none when empty', () => {
    expect(zeroWhenEmptyOf(MUNICIPAL_PLUSVALIA_FIELDS)).toEqual([
      'monthsHeld',
      'landValueReduction',
      'quotaBonus',
    ]);
    expect(excelRows(MUNICIPAL_PLUSVALIA_FIELDS)).toEqual([]);
  });
});
