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
        phrase: 'Oportunidad única',
        suggestion: CLICHE_SUGGESTIONS['oportunidad-unica'],
      },
    ]);
  });

  it('finds nothing in plain facts', () => {
    expect(rules('Piso de 85 m² con 3 dormitorios. Precio: 245.000 €.')).toEqual([]);
  });
});
