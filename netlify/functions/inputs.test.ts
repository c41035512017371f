// Inputs that cannot surprise, at the functions: a price past the ceiling, past 2^53 or under
// 0,01 gets a Spanish 400, and a NUL or another control character in any text field gets a 400
// before anything is stored (Postgres refuses a NUL with 22021, which was a 500).
import contact from './contact-inmobiliaria';
import generate from './generate-description';
import purchaseCosts from './calculate-purchase-costs';
import subscribe from './newsletter-subscribe';
import { contactSchema } from '../../core/tools/contact/schema';

type Handler = (req: Request) => Promise<Response>;

const post = (handler: Handler, body: string) =>
  handler(
    new Request('http://localhost/api/prueba', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  );

async function fieldsOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { fields: Record<string, string> }).fields;
}

const ENGLISH = /invalid|expected|received|input/i;

describe('a price that cannot be a price', () => {
  const purchase = (price: string) =>
    `{"propertyPrice":${price},"propertyType":"used","autonomousCommunity":"madrid"}`;

  it('is a valid request at 185.000 € (the cases below differ only in the price)', async () => {
    expect((await post(purchaseCosts, purchase('185000'))).status).toBe(200);
  });

  it.each([
    // Past the ceiling of every amount in euros.
    ['1e300', 'El importe no puede superar 100.000.000 €'],
    // JSON.parse reads it as 9007199254740992: past the ceiling, never silently changed.
    ['9007199254740993', 'El importe no puede superar 100.000.000 €'],
    ['100000000.01', 'El importe no puede superar 100.000.000 €'],
    // A subnormal, which every figure would round to 0.
    ['2e-320', 'Una cifra tan pequeña no se admite: escribe 0 o al menos 0,01.'],
    ['0.004', 'Una cifra tan pequeña no se admite: escribe 0 o al menos 0,01.'],
  ])('refuses %s in Spanish', async (price, message) => {
    const fields = await fieldsOf(await post(purchaseCosts, purchase(price)));
    expect(fields.propertyPrice).toBe(message);
    for (const text of Object.values(fields)) expect(text).not.toMatch(ENGLISH);
  });
});

const CONTACT = {
  nombre: 'Lucía Gómez',
  empresa: 'Inmobiliaria Giralda',
  telefono: '600 123 456',
  email: 'lucia@giralda.es',
  mensaje: 'Queremos anunciar nuestras viviendas en Sevilla.',
  website: '',
};

const LISTING = {
  address: 'Calle Feria 12, Sevilla',
  propertyType: 'piso',
  area: 80,
  rooms: 3,
  bathrooms: 1,
  extras: ['otros'],
  otherExtras: 'patio andaluz',
  targetAudience: 'familias',
  neighbourhoodNotes: 'Cerca del mercado.\nBien comunicado.',
  energyRating: 'B',
  languages: ['es'],
};

describe('a control character in a text field', () => {
  const cases: [string, Handler, Record<string, unknown>, string[]][] = [
    ['contact', contact, CONTACT, Object.keys(CONTACT)],
    [
      'generator',
      generate,
      LISTING,
      ['address', 'otherExtras', 'neighbourhoodNotes', 'energyRating'],
    ],
    ['newsletter', subscribe, { email: 'lucia@giralda.es' }, ['email']],
  ];
  for (const [name, handler, valid, textFields] of cases) {
    it.each(textFields)(`${name}: a NUL in %s gets 400`, async (field) => {
      const body = JSON.stringify({ ...valid, [field]: `${String(valid[field])}\u0000x` });
      const fields = await fieldsOf(await post(handler, body));
      expect(fields[field]).toBe('El texto contiene caracteres de control no admitidos.');
    });
  }

  it('refuses escape sequences and a NUL inside a list too', async () => {
    const fields = await fieldsOf(
      await post(generate, JSON.stringify({ ...LISTING, languages: ['es', 'en\u0000'] })),
    );
    expect(fields['languages.1']).toBe('El texto contiene caracteres de control no admitidos.');
    const escape = await post(contact, JSON.stringify({ ...CONTACT, nombre: 'Ana\u001b[2J' }));
    expect((await fieldsOf(escape)).nombre).toBeDefined();
  });
});

describe('line breaks', () => {
  it.each(['nombre', 'empresa', 'telefono', 'email'])(
    'are refused inside the one-line %s',
    async (field) => {
      const value =
        field === 'email' ? 'lucia@gir\nalda.es' : `${CONTACT[field as 'nombre']}\r\nBcc: x`;
      const fields = await fieldsOf(
        await post(contact, JSON.stringify({ ...CONTACT, [field]: value })),
      );
      expect(fields[field]).toBeDefined();
      expect(fields[field]).not.toMatch(ENGLISH);
    },
  );

  it('are refused in the listing address and accepted in the message and notes', async () => {
    const fields = await fieldsOf(
      await post(generate, JSON.stringify({ ...LISTING, address: 'Calle Feria\n12' })),
    );
    expect(fields.address).toBe('Este campo va en una sola línea: quita los saltos de línea.');
    const message = contactSchema.safeParse({
      ...CONTACT,
      mensaje: 'Hola,\r\n\r\nsomos una agencia.',
    });
    expect(message.success).toBe(true);
  });
});

describe('numbers sent where text goes', () => {
  it('read a phone sent as a JSON number as its digits', () => {
    const parsed = contactSchema.parse({ ...CONTACT, telefono: 600123456 });
    expect(parsed.telefono).toBe('600123456');
  });
});
