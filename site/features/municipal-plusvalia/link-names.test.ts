// /plusvalia has two calculators: a link made on one must not open the other.
import {
  CAPITAL_GAINS_FORM_DEFAULTS,
  CAPITAL_GAINS_NUMBER_FIELDS,
} from '../../../core/tools/capital-gains/form-fields';
import { MUNICIPAL_PLUSVALIA_DEFAULTS } from '../../../core/tools/municipal-plusvalia/fields';
import { MUNICIPAL_LINK_NAMES } from './MunicipalPlusvaliaCalculator';

describe('link parameters of the plusvalía page', () => {
  it('are not shared by the capital-gains and the municipal calculators', () => {
    const capitalGains = new Set<string>([
      ...CAPITAL_GAINS_NUMBER_FIELDS,
      ...Object.keys(CAPITAL_GAINS_FORM_DEFAULTS),
    ]);
    const names: Readonly<Record<string, string>> = MUNICIPAL_LINK_NAMES;
    const municipal = [...Object.keys(MUNICIPAL_PLUSVALIA_DEFAULTS), 'transferDate'].map(
      (field) => names[field] ?? field,
    );
    expect(municipal).toEqual(expect.arrayContaining(['acquisitionValue', 'transferValue']));
    expect(municipal.filter((key) => capitalGains.has(key))).toEqual([]);
  });
});
