// What the calculator hook writes into its inputs for a set of values.
import { defineFields } from '../../../core/tools/fields';
import { renamed, reversed, tableOf, toTexts } from './calculator-values';

describe('toTexts', () => {
  it('writes number fields as Spanish text, first and in form order, and keeps the other fields', () => {
    const texts = toTexts({ rateType: 'fixed', b: 2, a: 1.5 }, ['a', 'b']);
    expect(texts).toEqual({ a: '1,5', b: '2', rateType: 'fixed' });
    expect(Object.keys(texts)).toEqual(['a', 'b', 'rateType']);
  });

  it('leaves a number field without a value blank', () => {
    const values: { price?: number; hasLoan: boolean } = { hasLoan: true };
    expect(toTexts(values, ['price'])).toEqual({ price: '', hasLoan: true });
  });
});

describe('tableOf', () => {
  const rows = defineFields([
    {
      name: 'price',
      label: 'Precio',
      default: 250000,
      empty: 'required',
      excel: false,
      notInExcel: '-',
    },
    { name: 'costs', label: 'Gastos', empty: 0, share: 'gastos', excel: false, notInExcel: '-' },
    { name: 'rent', label: 'Alquiler', default: 900, empty: 0, excel: false, notInExcel: '-' },
  ]);

  it("reads the keys, the empty-means-zero fields and the link's names from the rows", () => {
    const table = tableOf(rows);
    expect(table.keys).toEqual(['price', 'costs', 'rent']);
    expect(table.zeroWhenEmpty).toEqual(['costs', 'rent']);
    expect(table.names).toEqual({ costs: 'gastos' });
  });

  it("starts from the rows' defaults, with the tool's other values and the page's own figures", () => {
    const table = tableOf(rows, { rent: 1100, hasLoan: true }, { price: 'valor' });
    expect(table.defaults).toEqual({ price: 250000, rent: 1100, hasLoan: true });
    expect(table.names).toEqual({ costs: 'gastos', price: 'valor' });
  });
});

describe('renamed and reversed', () => {
  it('write the link under its names and read it back under the fields', () => {
    const names = { price: 'valor' };
    const link = renamed({ price: 1, rent: 2 }, names);
    expect(link).toEqual({ valor: 1, rent: 2 });
    expect(renamed(link, reversed(names))).toEqual({ price: 1, rent: 2 });
  });
});
