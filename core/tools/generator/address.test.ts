// Addresses as Spanish prose writes them: the street type in lower case with its article, the
// number after a comma; a town or an unknown form stays as typed.
import { spanishPlace } from './address';

describe('spanishPlace', () => {
  it('gives a street its article and puts the number after a comma', () => {
    expect(spanishPlace('Calle de Sueca 12, Valencia')).toEqual({
      prose: 'la calle de Sueca, 12, Valencia',
      title: 'calle de Sueca, 12, Valencia',
    });
    expect(spanishPlace('Paseo de la Castellana 200, Madrid').prose).toBe(
      'el paseo de la Castellana, 200, Madrid',
    );
    expect(spanishPlace('Urbanización Los Pinos 7, Marbella').prose).toBe(
      'la urbanización Los Pinos, 7, Marbella',
    );
  });

  it('reads the usual abbreviations and a number already apart', () => {
    expect(spanishPlace('C/ Feria 12, Sevilla').prose).toBe('la calle Feria, 12, Sevilla');
    expect(spanishPlace('Avda. de la Constitución, 5').prose).toBe(
      'la avenida de la Constitución, 5',
    );
    expect(spanishPlace('Calle Mayor nº 3, 2º B, Madrid').prose).toBe(
      'la calle Mayor, 3, 2º B, Madrid',
    );
  });

  it('keeps a name that starts like a street type', () => {
    expect(spanishPlace('Gran Vía 32, Madrid').prose).toBe('la Gran Vía, 32, Madrid');
  });

  it('leaves a town, a district or an unknown form as typed', () => {
    expect(spanishPlace('Valencia')).toEqual({ prose: 'Valencia', title: 'Valencia' });
    expect(spanishPlace('Ruzafa, Valencia').prose).toBe('Ruzafa, Valencia');
    expect(spanishPlace('Calle').prose).toBe('Calle');
  });
});
