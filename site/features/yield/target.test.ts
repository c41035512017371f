// The maximum-price helper's part of the yield link, derived from its table.
import { buildShareUrl, readShareParams } from '../../lib/share-params';
import { linkedValues, openLinked } from '../calculator/linked-form';
import { TARGET_FORM } from './target';

describe('TARGET_FORM', () => {
  it('takes its parameter, label and starting text from the table', () => {
    expect(TARGET_FORM.defaults).toEqual({ targetYield: '6', targetBasis: 'net' });
    expect(TARGET_FORM.labels).toEqual({ targetYield: 'Rentabilidad objetivo' });
  });

  it('opens what it wrote', () => {
    const texts = { targetYield: '5,5', targetBasis: 'gross' as const };
    const url = buildShareUrl('https://x.es', '/rentabilidad', linkedValues(texts, TARGET_FORM));
    expect(url).toContain('targetYield=5,5');
    const params = readShareParams(new URL(url).hash, Object.keys(TARGET_FORM.defaults));
    expect(openLinked(params, TARGET_FORM)).toEqual({ texts, errors: [] });
  });

  it('names a target a link brings that is not a number, and keeps a basis that is not one of its own out', () => {
    expect(openLinked({ targetYield: '1e1', targetBasis: 'roi' }, TARGET_FORM)).toEqual({
      texts: { targetYield: '1e1', targetBasis: 'net' },
      errors: ['El enlace trae un valor no válido en "Rentabilidad objetivo": «1e1».'],
    });
  });
});
