// The request of the listing writer: the added optional fields, their Spanish messages, defaults.
import { listingSchema } from './schema';
import { LISTING_MESSAGES as M } from './listing-fields';

const form = {
  address: 'Calle Feria 12, Sevilla',
  propertyType: 'piso',
  area: 85,
  rooms: 3,
  bathrooms: 1,
  targetAudience: 'familias',
};

const messages = (values: object) => {
  const result = listingSchema.safeParse({ ...form, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('listingSchema', () => {
  it("accepts today's form alone, in Spanish, for idealista", () => {
    const values = listingSchema.parse(form);
    expect(values.languages).toEqual(['es']);
    expect(values.portal).toBe('idealista');
    expect(values.maxLength).toBeUndefined();
    expect(values.energyRating).toBeUndefined();
  });

  it('accepts every added field under its contract name', () => {
    const values = listingSchema.parse({
      ...form,
      operation: 'venta',
      price: 245_000,
      floor: 3,
      hasLift: true,
      condition: 'buen-estado',
      yearBuilt: 1975,
      orientation: 'sur',
      energyRating: 'en trámite',
      energyConsumption: 120.5,
      energyEmissions: 25,
      outdoorSpace: 'terraza',
      outdoorArea: 12,
      parking: false,
      storageRoom: true,
      communityFees: 60,
      neighbourhoodNotes: ' metro a 5 minutos ',
      languages: ['fr', 'en'],
      portal: 'custom',
      maxLength: 1500,
    });
    expect(values).toMatchObject({
      energyRating: 'en-tramite',
      neighbourhoodNotes: 'metro a 5 minutos',
      languages: ['es', 'en', 'fr'],
      maxLength: 1500,
    });
  });

  it('takes the energy letter in either case', () => {
    expect(listingSchema.parse({ ...form, energyRating: 'd' }).energyRating).toBe('D');
  });

  it('names the languages field for an unknown code, in Spanish', () => {
    expect(messages({ languages: ['es', 'it'] })).toEqual({ languages: M.languages });
    expect(messages({ languages: 'en' })).toEqual({ languages: M.languages });
  });

  it('gives a Spanish message per bad field', () => {
    expect(
      messages({
        operation: 'permuta',
        price: -1,
        floor: 2.5,
        hasLift: 'sí',
        condition: 'nuevo',
        yearBuilt: 3000,
        orientation: 'arriba',
        energyRating: 'H',
        energyConsumption: -4,
        energyEmissions: 'mucho',
        outdoorSpace: 'patio',
        outdoorArea: 0,
        parking: 1,
        storageRoom: 'no',
        communityFees: 20_000,
        neighbourhoodNotes: 'x'.repeat(501),
        portal: 'milanuncios',
        maxLength: 50,
      }),
    ).toEqual({
      operation: M.operation,
      price: M.price,
      floor: M.floor,
      hasLift: M.hasLift,
      condition: M.condition,
      yearBuilt: M.yearBuilt,
      orientation: M.orientation,
      energyRating: M.energyRating,
      energyConsumption: M.energyConsumption,
      energyEmissions: M.energyEmissions,
      outdoorSpace: M.outdoorSpace,
      outdoorArea: M.outdoorArea,
      parking: M.parking,
      storageRoom: M.storageRoom,
      communityFees: M.communityFees,
      neighbourhoodNotes: M.neighbourhoodNotes,
      portal: M.portal,
      maxLength: M.maxLength,
    });
  });

  it('asks for maxLength with a custom portal, and for the kind of outdoor space with its m²', () => {
    expect(messages({ portal: 'custom' })).toEqual({ maxLength: M.maxLengthRequired });
    expect(messages({ outdoorArea: 10 })).toEqual({ outdoorSpace: M.outdoorAreaWithoutSpace });
  });

  it('ignores maxLength for a preset portal', () => {
    expect(listingSchema.parse({ ...form, portal: 'fotocasa', maxLength: 900 }).maxLength).toBe(
      undefined,
    );
  });
});
