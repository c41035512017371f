import { ANALYSIS_FORM_DEFAULTS } from '../../../core/tools/investment-analysis/fields';
import { readStored, writeStored } from '../../lib/storage';
import {
  MAX_COMPARED,
  MAX_SCENARIOS,
  cleanName,
  removeScenario,
  saveScenario,
  scenariosSchema,
  toggleCompared,
  type SavedScenario,
} from './scenarios';

const values = ANALYSIS_FORM_DEFAULTS;
const save = (list: readonly SavedScenario[], name: string, id: string, price = 200_000) =>
  saveScenario(list, {
    name,
    values: { ...values, price },
    now: `2026-11-23T08:0${id.length}:00Z`,
    id,
  });

/** A Storage stand-in holding one key. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('saved scenarios', () => {
  it('puts a new scenario first and replaces one of the same name in place', () => {
    let list = save([], 'Piso Toledo', 'a');
    list = save(list, 'Ático Lavapiés', 'b');
    expect(list.map((s) => s.name)).toEqual(['Ático Lavapiés', 'Piso Toledo']);
    list = save(list, '  piso   toledo ', 'c', 180_000);
    expect(list.map((s) => s.id)).toEqual(['b', 'a']);
    expect(list[1]?.name).toBe('piso toledo');
    expect(list[1]?.values.price).toBe(180_000);
  });

  it('refuses an empty name and keeps at most the newest MAX_SCENARIOS', () => {
    expect(save([], '   ', 'a')).toEqual([]);
    let list: SavedScenario[] = [];
    for (let i = 0; i < MAX_SCENARIOS + 3; i += 1) list = save(list, `Piso ${i}`, `id${i}`);
    expect(list).toHaveLength(MAX_SCENARIOS);
    expect(list[0]?.name).toBe(`Piso ${MAX_SCENARIOS + 2}`);
    expect(list.some((s) => s.name === 'Piso 0')).toBe(false);
  });

  it('removes by id', () => {
    const list = save(save([], 'A', 'a'), 'B', 'b');
    expect(removeScenario(list, 'a').map((s) => s.id)).toEqual(['b']);
  });

  it('cleans names: trimmed, single spaces, 60 characters at most', () => {
    expect(cleanName('  Piso \n centro ')).toBe('Piso centro');
    expect(cleanName('x'.repeat(80))).toHaveLength(60);
  });

  it('compares at most three: a fourth tick is refused, unticking frees a place', () => {
    let selected: string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) selected = toggleCompared(selected, id);
    expect(selected).toEqual(['a', 'b', 'c']);
    expect(selected).toHaveLength(MAX_COMPARED);
    selected = toggleCompared(selected, 'b');
    expect(toggleCompared(selected, 'd')).toEqual(['a', 'c', 'd']);
  });

  it('survive storage and come back only when every value passes the form schema', () => {
    const storage = memoryStorage();
    const list = saveScenario([], {
      name: 'Con gastos corregidos',
      values,
      override: { lines: { itp: 9_000 } },
      now: '2026-11-23T08:00:00Z',
      id: 'a',
    });
    writeStored('k', list, storage);
    expect(readStored('k', scenariosSchema, storage)).toEqual(list);
    writeStored('k', [{ ...list[0], values: { ...values, price: -5 } }], storage);
    expect(readStored('k', scenariosSchema, storage)).toBeUndefined();
    storage.setItem('k', '{not json');
    expect(readStored('k', scenariosSchema, storage)).toBeUndefined();
  });
});
