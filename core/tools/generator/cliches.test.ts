// The cliché scan finds the listed phrases, each with a Spanish suggestion.
import { CLICHE_SUGGESTIONS, scanCliches } from './cliches';

const rules = (text: string, options = {}) => scanCliches(text, options).map((c) => c.rule);

describe('scanCliches', () => {
  it('finds the fixed phrases', () => {
    expect(
      rules('¡Oportunidad única! Ideal para inversores. No te lo pierdas.', {
        orientationKnown: true,
      }),
    ).toEqual(['oportunidad-unica', 'ideal-inversores', 'no-te-lo-pierdas']);
  });

  it("flags 'luminoso' only when the orientation is not known", () => {
    expect(rules('Piso luminoso de 85 m².')).toEqual(['luminoso-sin-orientacion']);
    expect(rules('Piso luminoso de 85 m².', { orientationKnown: true })).toEqual([]);
  });

  it('flags a superlative without a fact, not one beside a figure or a feature', () => {
    expect(rules('Una vivienda espectacular.')).toEqual(['superlativo-sin-dato']);
    expect(rules('Una terraza espectacular de 40 m².')).toEqual([]);
    expect(rules('A stunning home.', { language: 'en' })).toEqual(['superlativo-sin-dato']);
  });

  it('finds the same clichés in English, German and French', () => {
    expect(rules("A unique opportunity, don't miss it.", { orientationKnown: true })).toEqual([
      'oportunidad-unica',
      'no-te-lo-pierdas',
    ]);
    expect(rules('Ideal für Investoren.', { language: 'de', orientationKnown: true })).toEqual([
      'ideal-inversores',
    ]);
    expect(rules('Appartement lumineux.', { language: 'fr' })).toEqual([
      'luminoso-sin-orientacion',
    ]);
  });

  it('gives each finding its Spanish suggestion and the words as written', () => {
    expect(scanCliches('Oportunidad única.')).toEqual([
      {
        rule: 'oportunidad-unica',
        kind: 'cliche',
        phrase: 'Oportunidad única',
        suggestion: CLICHE_SUGGESTIONS['oportunidad-unica'],
      },
    ]);
  });

  it('flags a promised yield as misleading, with the figure it promises', () => {
    const [found, ...rest] = scanCliches('Rentabilidad garantizada del 8 %. Piso de 60 m².');
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      rule: 'rentabilidad-garantizada',
      kind: 'misleading',
      phrase: 'Rentabilidad garantizada del 8 %',
    });
    expect(found?.suggestion).toMatch(/engañosa.*Ley 3\/1991/);
    for (const text of [
      'Le garantizamos una rentabilidad del 6 %.',
      'Alquilado con rentabilidad del 7,5 % garantizada.',
      'Ingresos asegurados desde el primer mes.',
      'Guaranteed rental income of 6 %.',
      'Garantierte Rendite.',
      'Rentabilité garantie.',
    ]) {
      expect([text, rules(text, { orientationKnown: true })]).toEqual([
        text,
        ['rentabilidad-garantizada'],
      ]);
    }
    // A guarantee of something else is no yield promise.
    expect(rules('Garaje con acceso garantizado las 24 horas.')).toEqual([]);
  });

  it("finds 'vistas inmejorables' even though views are a feature, and 'Ideal inversores'", () => {
    expect(rules('Vistas inmejorables.')).toEqual(['vistas-sin-dato']);
    expect(rules('Ático con vistas inmejorables a la ciudad.')).toEqual(['vistas-sin-dato']);
    expect(rules('Ideal inversores.')).toEqual(['ideal-inversores']);
    expect(rules('IDEAL INVERSORES: alquilado.')).toEqual(['ideal-inversores']);
    expect(rules('Ideal para invertir.')).toEqual(['ideal-inversores']);
    expect(scanCliches('Vistas inmejorables.')[0]?.suggestion).toMatch(/qué se ve/);
  });

  it('calls every other finding a cliché', () => {
    const found = scanCliches('¡Oportunidad única! Vistas inmejorables. Ideal inversores.');
    expect(found.map((c) => c.kind)).toEqual(['cliche', 'cliche', 'cliche']);
  });

  it('finds nothing in plain facts', () => {
    expect(rules('Piso de 85 m² con 3 dormitorios. Precio: 245.000 €.')).toEqual([]);
  });
});
