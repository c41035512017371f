// POST /api/newsletter/subscribe on the real test database.
import { sql } from 'drizzle-orm';
import handler from './newsletter-subscribe';
import { closeDb, getDb } from '../../server/db/client';
import { SUBSCRIBE_MESSAGES } from '../../server/newsletter';

const post = (body: unknown) =>
  handler(
    new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

const rows = () =>
  getDb().execute<{ email: string; is_active: boolean }>(
    sql`select email, is_active from newsletter_subscribers order by id`,
  );

beforeEach(async () => {
  await getDb().execute(sql`truncate table newsletter_subscribers restart identity`);
});

afterAll(async () => {
  await closeDb();
});

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new subscriber trimmed and in lower case and answers 201 with a message', async () => {
    const res = await post({ email: '  Marta.Ruiz@Ejemplo.ES ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: SUBSCRIBE_MESSAGES.subscribed,
      status: 'subscribed',
    });
    expect(await rows()).toEqual([{ email: 'marta.ruiz@ejemplo.es', is_active: true }]);
  });

  it('keeps one row when the same address subscribes again in another case', async () => {
    await post({ email: 'marta@ejemplo.es' });
    const again = await post({ email: 'MARTA@ejemplo.es' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'already-subscribed' });
    expect(await rows()).toHaveLength(1);
  });

  it('reactivates an address that had unsubscribed', async () => {
    await post({ email: 'marta@ejemplo.es' });
    await getDb().execute(sql`update newsletter_subscribers set is_active = false`);
    const res = await post({ email: 'marta@ejemplo.es' });
    expect(await res.json()).toMatchObject({ status: 'reactivated' });
    expect(await rows()).toEqual([{ email: 'marta@ejemplo.es', is_active: true }]);
  });

  it('stores one row when the same address arrives twice at once', async () => {
    const answers = await Promise.all([post({ email: 'a@b.es' }), post({ email: 'A@B.es' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await rows()).toHaveLength(1);
  });

  it('answers 400 with the spec message for an invalid email and stores nothing', async () => {
    const res = await post({ email: 'no-es-un-email' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { email: 'Por favor, introduce un email válido' },
    });
    expect(await rows()).toHaveLength(0);
  });
});

describe('concurrent subscriptions', () => {
  it('200 simultaneous subscriptions of 20 addresses leave exactly 20 rows, all answers 2xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post({ email: `u${i % 20}@ejemplo.es` })),
    );
    expect(answers.filter((res) => res.status < 200 || res.status >= 300)).toEqual([]);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(20);
    expect(await rows()).toHaveLength(20);
  }, 60_000);
});
