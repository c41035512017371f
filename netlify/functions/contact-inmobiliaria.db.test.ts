// POST /api/contact-inmobiliaria on the real test database: stored first, notified, never lost.
import { sql } from 'drizzle-orm';
import handler, {
  addressLimiter,
  clientLimiter,
  CONTACT_RATE_LIMITED,
  CONTACT_RECEIVED,
} from './contact-inmobiliaria';
import { clearOutbox, outboxFor } from '../../server/testing/outbox';
import { closeDb, getDb } from '../../server/db/client';
import { startFakeSmtp, type FakeSmtp } from '../../server/testing/fake-smtp';

const valid = {
  nombre: 'Lucía Gómez',
  empresa: 'Inmobiliaria Giralda',
  telefono: '600123456',
  email: 'Lucia@Giralda.es',
  mensaje: 'Queremos anunciar nuestras viviendas en Sevilla.',
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request('http://localhost/api/contact-inmobiliaria', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const rows = () =>
  getDb().execute<{ email: string; empresa: string; notified_at: string | null }>(
    sql`select email, empresa, notified_at from contact_requests order by id`,
  );

const SMTP_VARS = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_FROM',
  'CONTACT_NOTIFY_TO',
];
function useSmtp(port: number) {
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_USER: 'user',
    SMTP_PASS: 'pass',
    SMTP_FROM: 'web@inmocalc.es',
    CONTACT_NOTIFY_TO: 'equipo@inmocalc.es',
  });
}

beforeEach(async () => {
  clientLimiter.reset();
  addressLimiter.reset();
  clearOutbox();
  for (const name of SMTP_VARS) Reflect.deleteProperty(process.env, name);
  await getDb().execute(sql`truncate table contact_requests restart identity`);
});

afterAll(async () => {
  for (const name of SMTP_VARS) Reflect.deleteProperty(process.env, name);
  await closeDb();
});

describe('POST /api/contact-inmobiliaria', () => {
  it('stores a valid request (email in lower case) and answers 201; no team address, no e-mail', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_RECEIVED });
    expect(await rows()).toEqual([
      { email: 'lucia@giralda.es', empresa: 'Inmobiliaria Giralda', notified_at: null },
    ]);
  });

  it('without SMTP settings, writes the team e-mail to the local outbox', async () => {
    process.env.CONTACT_NOTIFY_TO = 'equipo@inmocalc.es';
    expect((await post(valid)).status).toBe(201);
    const [mail, ...more] = outboxFor('equipo@inmocalc.es');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Nueva solicitud de inmobiliaria: Inmobiliaria Giralda',
      replyTo: 'Lucia@Giralda.es',
    });
    expect(mail?.text).toContain('Queremos anunciar nuestras viviendas en Sevilla.');
    expect((await rows())[0]?.notified_at).not.toBeNull();
  });

  it('refuses a sixth message from one client within the minute, and a sixth for one address', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        { ...valid, mensaje: `Mensaje número ${i} de la inmobiliaria.` },
        from('10.0.0.1'),
      );
      expect(res.status).toBe(201);
    }
    const refused = await post({ ...valid, email: 'otra@giralda.es' }, from('10.0.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toBe(
      CONTACT_RATE_LIMITED(Number(refused.headers.get('retry-after'))),
    );
    // The address has used its five an hour, whichever client sends the sixth.
    expect(
      (await post({ ...valid, mensaje: 'Otro mensaje más, desde otro sitio.' }, from('10.0.0.2')))
        .status,
    ).toBe(429);
    expect((await post({ ...valid, email: 'otra@giralda.es' }, from('10.0.0.2'))).status).toBe(201);
    expect(await rows()).toHaveLength(6);
  });

  it('e-mails the team after storing and records notifiedAt', async () => {
    const smtp: FakeSmtp = await startFakeSmtp();
    try {
      useSmtp(smtp.port);
      expect((await post(valid)).status).toBe(201);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Inmobiliaria Giralda');
      const [row] = await rows();
      expect(row?.notified_at).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps the lead when the notification fails (server refuses)', async () => {
    const smtp = await startFakeSmtp({ refuse: true });
    try {
      useSmtp(smtp.port);
      const res = await post(valid);
      expect(res.status).toBe(201);
      expect(await rows()).toEqual([expect.objectContaining({ notified_at: null })]);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the lead when the mail server is unreachable', async () => {
    const smtp = await startFakeSmtp();
    await smtp.close();
    useSmtp(smtp.port);
    expect((await post(valid)).status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('answers bots that fill the honeypot like people, and stores nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_RECEIVED });
    expect(await rows()).toHaveLength(0);
  });

  it('stores one row when the same request arrives twice, even at once', async () => {
    const answers = await Promise.all([
      post(valid),
      post(valid),
      post({ ...valid, email: 'LUCIA@giralda.es' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await rows()).toHaveLength(1);
    expect((await post({ ...valid, mensaje: 'Otro mensaje distinto del primero.' })).status).toBe(
      201,
    );
    expect(await rows()).toHaveLength(2);
  });

  it('answers 400 with the spec messages and stores nothing', async () => {
    const res = await post({ ...valid, nombre: 'L', telefono: '123' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: {
        nombre: 'El nombre debe tener al menos 2 caracteres',
        telefono: 'El teléfono debe tener al menos 9 dígitos',
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('answers malformed JSON with 400 and a wrong method with 405', async () => {
    expect((await post('{"nombre":')).status).toBe(400);
    const get = await handler(new Request('http://localhost/api/contact-inmobiliaria'));
    expect(get.status).toBe(405);
  });
});
