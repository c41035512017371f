// Spanish grammar helpers of the offline generator.
import { afterColon, agree, asClause, countOf, formatQuantity, joinList } from './spanish';

describe('agree', () => {
  it('turns a masculine -o adjective feminine and leaves others alone', () => {
    expect(agree('situado', 'f')).toBe('situada');
    expect(agree('situado', 'm')).toBe('situado');
    expect(agree('ideal', 'f')).toBe('ideal');
  });
});

describe('countOf', () => {
  it('uses the singular only for one', () => {
    expect(countOf(1, 'baño', 'baños')).toBe('1 baño');
    expect(countOf(2, 'baño', 'baños')).toBe('2 baños');
  });
});

describe('joinList', () => {
  it('joins with commas and a final "y", or "e" before an /i/ sound', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['terraza', 'garaje', 'piscina'])).toBe('terraza, garaje y piscina');
    expect(joinList(['garaje', 'instalaciones'])).toBe('garaje e instalaciones');
    expect(joinList(['garaje', 'hierro'])).toBe('garaje y hierro');
  });
});

describe('asClause and formatQuantity', () => {
  it('tidies free text and groups thousands from 1.000, as property sites do', () => {
    expect(asClause('  barbacoa   y huerto. ')).toBe('barbacoa y huerto');
    expect(formatQuantity(9500)).toBe('9.500');
    expect(formatQuantity(12500)).toBe('12.500');
  });
  it('writes decimals with a comma, never more than two', () => {
    expect(formatQuantity(68.5)).toBe('68,5');
    expect(formatQuantity(70.25)).toBe('70,25');
    expect(formatQuantity(12500.5)).toBe('12.500,5');
    expect(formatQuantity(80.004)).toBe('80');
  });
});

describe('afterColon', () => {
  it('goes on in lower case after a colon', () => {
    expect(afterColon('Cerca del metro')).toBe('cerca del metro');
    expect(afterColon('Zona tranquila con colegios')).toBe('zona tranquila con colegios');
    expect(afterColon('Metro Colón a 5 minutos')).toBe('metro Colón a 5 minutos');
  });

  it('keeps the capital of a name or an acronym', () => {
    expect(afterColon('Ruzafa a dos pasos')).toBe('Ruzafa a dos pasos');
    expect(afterColon('Parque Central a 200 m')).toBe('Parque Central a 200 m');
    expect(afterColon('EMT en la puerta')).toBe('EMT en la puerta');
  });
});
