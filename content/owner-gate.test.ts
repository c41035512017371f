import { checkOwnerForContext } from './owner-gate';
import { loadSeed, type SeedDocument } from './seed';
import { seedFetch } from './source';

const seed = loadSeed();

/** The seed with the site settings an owner would enter in the Studio. */
function withSettings(settings: Record<string, unknown>): SeedDocument[] {
  return seed.map((doc) => (doc._id === 'siteSettings' ? { ...doc, ...settings } : doc));
}

const FILLED = {
  contactEmail: 'hola@inversionescalc.es',
  legal: {
    name: 'Inversiones Calc, S.L.',
    nif: 'B12345674',
    address: 'Calle Mayor 1, 28013 Madrid',
    registry: 'Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901',
    email: 'titular@inversionescalc.es',
  },
};

describe('checkOwnerForContext', () => {
  it("stops a production build on the seed, naming each of the owner's missing fields", async () => {
    const check = checkOwnerForContext('production', seedFetch(seed));
    await expect(check).rejects.toThrow(/titular/);
    for (const field of ['Nombre o razón social', 'NIF o CIF', 'Domicilio', 'Correo electrónico'])
      await expect(checkOwnerForContext('production', seedFetch(seed))).rejects.toThrow(
        `${field}: falta`,
      );
  });

  it('names template text and a dummy phone left in the settings', async () => {
    const source = seedFetch(
      withSettings({
        contactPhone: '+34 910 000 000',
        legal: { ...FILLED.legal, nif: '<NIF del titular>', address: '<domicilio del titular>' },
      }),
    );
    const check = checkOwnerForContext('production', source);
    await expect(check).rejects.toThrow(/NIF o CIF: es un texto de ejemplo/);
    await expect(checkOwnerForContext('production', source)).rejects.toThrow(
      /Domicilio: es un texto de ejemplo[\s\S]*Teléfono de contacto: no es un número/,
    );
  });

  it('passes a production build with a filled identity', async () => {
    await expect(checkOwnerForContext('production', seedFetch(withSettings(FILLED)))).resolves.toBe(
      true,
    );
  });

  it('lets local builds and deploy previews build the demo site', async () => {
    for (const context of [undefined, 'deploy-preview', 'branch-deploy', 'dev'])
      await expect(checkOwnerForContext(context, seedFetch(seed))).resolves.toBe(false);
  });
});
