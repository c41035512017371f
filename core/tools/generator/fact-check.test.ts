// The facts-only checker: numbers, places and features must come from the inputs as given.
import { checkContext, checkText, sentencesOf, statesEnergyRating } from './fact-check';
import { listingSchema, type ListingValues } from './schema';

const values = (extra: object = {}): ListingValues =>
  listingSchema.parse({
    address: 'Calle Feria 12, Sevilla',
    propertyType: 'piso',
    area: 85,
    rooms: 3,
    bathrooms: 2,
    targetAudience: 'familias',
    price: 245_000,
    ...extra,
  });

describe('checkText', () => {
  it('keeps sentences made of given facts', () => {
    const text =
      'Piso de 85 m² en Calle Feria 12, Sevilla. Tiene 3 dormitorios y 2 baños. Precio: 245.000 €.';
    expect(checkText(text, 'es', checkContext(values()))).toEqual({ text, rejected: [] });
  });

  it('removes a derived figure such as the price per m²', () => {
    const { text, rejected } = checkText(
      'Piso de 85 m². Sale a 2.882 €/m².',
      'es',
      checkContext(values()),
    );
    expect(text).toBe('Piso de 85 m².');
    expect(rejected).toEqual([{ sentence: 'Sale a 2.882 €/m².', reasons: ['cifra 2882'] }]);
  });

  it('removes a feature that was not given, in any language', () => {
    const context = checkContext(values());
    expect(checkText('Tiene piscina comunitaria.', 'es', context).text).toBe('');
    expect(checkText('It has sea views.', 'en', context).rejected[0]?.reasons).toEqual([
      'característica vistas',
      'característica mar',
    ]);
    expect(checkText('Mit Tiefgarage.', 'de', context).text).toBe('');
    expect(checkText('Proche de la plage.', 'fr', context).text).toBe('');
  });

  it('accepts a feature named in the neighbourhood notes, even in another language', () => {
    const context = checkContext(values({ neighbourhoodNotes: 'metro a 5 minutos' }));
    expect(checkText('The metro is 5 minutes away.', 'en', context).rejected).toEqual([]);
  });

  it('removes a place that is not in the inputs, or a translated one', () => {
    const context = checkContext(values());
    expect(checkText('En pleno barrio de Triana.', 'es', context).rejected[0]?.reasons).toEqual([
      'lugar o nombre Triana',
    ]);
    expect(checkText('A flat in central Seville.', 'en', context).rejected).toHaveLength(1);
    expect(checkText('A flat in Sevilla, Spain.', 'en', context).rejected).toEqual([]);
  });

  it('reads numbers with each language separators', () => {
    const context = checkContext(values());
    expect(checkText('Price: €245,000.', 'en', context).rejected).toEqual([]);
    expect(checkText('Prix : 245\u202f000 €.', 'fr', context).rejected).toEqual([]);
    expect(checkText('Preis: 245.000 €.', 'de', context).rejected).toEqual([]);
    expect(checkText('Price: €245,001.', 'en', context).rejected).toHaveLength(1);
  });
});

describe('sentencesOf', () => {
  it('does not split a German ordinal or a Spanish floor', () => {
    expect(sentencesOf('Sie liegt im 3. Stock. Baujahr: 1975. Está en una 3.ª planta.')).toEqual([
      'Sie liegt im 3. Stock.',
      'Baujahr: 1975.',
      'Está en una 3.ª planta.',
    ]);
  });
});

describe('statesEnergyRating', () => {
  it('wants the letter beside an energy word when a rating is given', () => {
    const rated = values({ energyRating: 'D' });
    expect(statesEnergyRating('Calificación energética: D.', 'es', rated)).toBe(true);
    expect(statesEnergyRating('Piso de 85 m².', 'es', rated)).toBe(false);
    expect(statesEnergyRating('Energy rating: E.', 'en', rated)).toBe(false);
    expect(statesEnergyRating('Piso de 85 m².', 'es', values())).toBe(true);
  });
});
