// GET /api/health against the test database, and against an unreachable one.
import health from './health';
import { closeDb } from '../../server/db/client';

afterEach(async () => {
  await closeDb();
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await health(new Request('http://localhost/api/health'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; database: string; latencyMs: number };
    expect(body).toMatchObject({ ok: true, database: 'up' });
    expect(body.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database cannot be reached', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgresql://nadie@127.0.0.1:1/nada';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await health(new Request('http://localhost/api/health'));
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, database: 'down' });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      process.env.DATABASE_URL = saved;
    }
  });

  it('refuses other methods with 405 and Allow', async () => {
    const res = await health(new Request('http://localhost/api/health', { method: 'DELETE' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
