// The offline generator's Spanish text: deterministic, titles within 60 characters, every extra
// mentioned, agreement. It is the Spanish variant of the listing writer (listing.ts).
import fc from 'fast-check';
import { generatorSchema, listingSchema, type GeneratorValues } from './schema';
import { AUDIENCES, EXTRAS, PROPERTY_TYPES, TITLE_MAX_CHARS } from './fields';
import { writeOfflineListing } from './listing';
import { extraMentions } from './offline';
import { listingTitle } from './title';

/** The spec's form written offline: the Spanish title and long text, as the page shows them. */
function generateOfflineListing(values: GeneratorValues) {
  const spanish = writeOfflineListing(listingSchema.parse(values)).variants.es;
  return { title: spanish?.title ?? '', description: spanish?.long ?? '' };
}

const values = (input: object): GeneratorValues =>
  generatorSchema.parse({
    address: 'Calle Feria 12, Sevilla',
    propertyType: 'piso',
    area: 85,
    rooms: 3,
    bathrooms: 1,
    targetAudience: 'familias',
    ...input,
  });

const arbitraryValues = fc
  .record({
    address: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''),
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    area: fc.integer({ min: 1, max: 100_000 }),
    rooms: fc.integer({ min: 1, max: 50 }),
    bathrooms: fc.integer({ min: 1, max: 50 }),
    extras: fc.subarray([...EXTRAS]),
    otherExtras: fc.string({ maxLength: 300 }),
    targetAudience: fc.constantFrom(...AUDIENCES),
  })
  .map((input) => generatorSchema.parse(input));

describe('generateOfflineListing', () => {
  it('gives the same text for the same input', () => {
    fc.assert(
      fc.property(arbitraryValues, (v) => {
        expect(generateOfflineListing(v)).toEqual(generateOfflineListing(structuredClone(v)));
      }),
    );
  });

  it('writes a title of at most 60 characters and a non-empty description', () => {
    fc.assert(
      fc.property(arbitraryValues, (v) => {
        const { title, description } = generateOfflineListing(v);
        expect(title.length).toBeGreaterThan(0);
        expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
        expect(description.length).toBeGreaterThan(100);
      }),
    );
  });

  it("mentions every extra, and the 'otros' text", () => {
    fc.assert(
      fc.property(arbitraryValues, (v) => {
        const text = generateOfflineListing(v).description.toLowerCase();
        for (const extra of v.extras) {
          const words = extraMentions(extra);
          if (words.length > 0) expect(words.some((w) => text.includes(w))).toBe(true);
        }
        if (v.otherExtras) {
          const clause = v.otherExtras
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/[.;,:\s]+$/, '');
          expect(text).toContain(clause.toLowerCase());
        }
      }),
    );
  });

  it('varies the wording between different homes', () => {
    const texts = new Set(
      AUDIENCES.flatMap((targetAudience) =>
        [60, 75, 90].map(
          (area) => generateOfflineListing(values({ targetAudience, area })).description,
        ),
      ),
    );
    expect(texts.size).toBe(18);
    const openings = new Set([...texts].map((t) => t.split('.')[0]));
    expect(openings.size).toBeGreaterThan(6);
  });

  it('agrees in gender with a feminine home and in number with one bedroom and bathroom', () => {
    const house = generateOfflineListing(
      values({ propertyType: 'unifamiliar', rooms: 1, bathrooms: 1, extras: ['amueblado'] }),
    ).description;
    expect(house).toContain('casa unifamiliar');
    expect(house).toMatch(/amueblada/);
    expect(house).not.toMatch(/amueblado/);
    expect(house).toContain('1 dormitorio');
    expect(house).not.toMatch(/1 dormitorios|1 baños/);
    const flat = generateOfflineListing(values({ extras: ['amueblado'] })).description;
    expect(flat).toMatch(/amueblado/);
    expect(flat).toContain('3 dormitorios');
  });

  it('speaks to the chosen audience', () => {
    const investor = generateOfflineListing(values({ targetAudience: 'inversores' })).description;
    const student = generateOfflineListing(values({ targetAudience: 'estudiantes' })).description;
    expect(investor).toMatch(/alquiler|rentabilidad/);
    expect(student).toMatch(/estudiantes|estudios|curso/);
  });

  it('calls only a modest home "manageable" for retired buyers', () => {
    const small = generateOfflineListing(values({ targetAudience: 'jubilados', area: 70 }));
    const large = generateOfflineListing(values({ targetAudience: 'jubilados', area: 210 }));
    expect(small.description).toContain('dimensiones manejables');
    expect(large.description).not.toContain('manejables');
    expect(large.description).toContain('210 m²');
  });

  it('joins a last extra starting with /i/ with "e"', () => {
    const text = generateOfflineListing(
      values({ extras: ['otros'], otherExtras: 'hidromasaje' }),
    ).description;
    expect(text).toContain('hidromasaje');
  });
});

describe('listingTitle', () => {
  it('uses the whole address when it fits and the town when it does not', () => {
    expect(listingTitle(values({}))).toBe(
      'Piso de 85 m² con 3 dormitorios en calle Feria, 12, Sevilla',
    );
    const long = listingTitle(
      values({ address: 'Avenida de la Constitución 123, portal 4, 2º B, Sevilla' }),
    );
    expect(long).toBe('Piso de 85 m² con 3 dormitorios en Sevilla');
  });

  it('cuts an endless address on a word boundary with an ellipsis', () => {
    const title = listingTitle(values({ address: 'palabra '.repeat(20) }));
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(title).toBe('Piso de 85 m² con 3 dormitorios');
  });
});
