// The migrated schema on a real Postgres (embedded PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from './client';
import { contactRequests, newsletterSubscribers, propertyDescriptions } from './schema';

const db = () => getDb();

afterAll(async () => {
  await closeDb();
});

beforeEach(async () => {
  await db().execute(
    sql`truncate table newsletter_subscribers, contact_requests, property_descriptions restart identity`,
  );
});

describe('migrations', () => {
  it('create the tables', async () => {
    const rows = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'contact_requests',
        'newsletter_confirmation_claims',
        'newsletter_consent_events',
        'newsletter_subscribers',
        'property_descriptions',
      ]),
    );
  });
});

describe('newsletter_subscribers', () => {
  it('stores a sign-up pending by default with the time of subscription', async () => {
    const [row] = await db()
      .insert(newsletterSubscribers)
      .values({ email: 'ana@ejemplo.es' })
      .returning();
    expect(row).toMatchObject({ id: 1, email: 'ana@ejemplo.es', status: 'pending' });
    expect(row?.subscribedAt).toBeInstanceOf(Date);
  });

  it('refuses the same address in another letter case', async () => {
    await db().insert(newsletterSubscribers).values({ email: 'Ana@Ejemplo.es' });
    await expect(
      db().insert(newsletterSubscribers).values({ email: 'ana@ejemplo.ES' }),
    ).rejects.toThrow();
  });

  it('refuses a status other than pending, confirmed or unsubscribed', async () => {
    await expect(
      db().insert(newsletterSubscribers).values({ email: 'ana@ejemplo.es', status: 'active' }),
    ).rejects.toThrow();
  });

  it('refuses addresses longer than 255 characters', async () => {
    const email = `${'a'.repeat(250)}@ej.es`;
    await expect(db().insert(newsletterSubscribers).values({ email })).rejects.toThrow();
  });
});

describe('contact_requests', () => {
  it('stores a lead with its creation time and no notification yet', async () => {
    const [row] = await db()
      .insert(contactRequests)
      .values({
        nombre: 'Lucía',
        empresa: 'Inmobiliaria Sol',
        telefono: '600111222',
        email: 'lucia@sol.es',
        mensaje: 'Queremos anunciarnos en vuestra web.',
      })
      .returning();
    expect(row?.notifiedAt).toBeNull();
    expect(row?.createdAt).toBeInstanceOf(Date);
  });
});

describe('property_descriptions', () => {
  it('stores a description with an empty extras list by default', async () => {
    const [row] = await db()
      .insert(propertyDescriptions)
      .values({
        address: 'Calle Feria 12, Sevilla',
        area: 85,
        rooms: 3,
        bathrooms: 2,
        propertyType: 'piso',
        targetAudience: 'familias',
        generatedDescription: 'Piso luminoso de tres dormitorios en el centro de Sevilla.',
      })
      .returning();
    expect(row?.extras).toEqual([]);
    expect(row?.otherExtras).toBeNull();
  });

  it('requires the generated text', async () => {
    await expect(
      db().execute(
        sql`insert into property_descriptions (address, area, rooms, bathrooms, property_type, target_audience) values ('x', 1, 1, 1, 'piso', 'familias')`,
      ),
    ).rejects.toThrow();
  });
});
