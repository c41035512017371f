// The mail module: which transport the environment selects, and what the local outbox writes.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from './config';
import { DEFAULT_OUTBOX_DIR, mailTransport, sendMail } from './mail';
import { readOutbox } from './testing/outbox';

const SMTP = { SMTP_HOST: 'smtp.ejemplo.es', SMTP_PORT: '587', SMTP_FROM: 'web@ejemplo.es' };

describe('mailTransport', () => {
  it('uses SMTP when host, port and sender are set, with the login when given', () => {
    expect(mailTransport({ ...SMTP, SMTP_USER: 'u', SMTP_PASS: 'p' })).toEqual({
      kind: 'smtp',
      smtp: { host: 'smtp.ejemplo.es', port: 587, user: 'u', pass: 'p', from: 'web@ejemplo.es' },
    });
  });

  it('uses the outbox under .data/outbox (or MAIL_OUTBOX_DIR) when SMTP is not set', () => {
    expect(mailTransport({})).toEqual({ kind: 'outbox', dir: resolve(DEFAULT_OUTBOX_DIR) });
    expect(mailTransport({ SMTP_HOST: 'x', MAIL_OUTBOX_DIR: '/tmp/caja' })).toEqual({
      kind: 'outbox',
      dir: '/tmp/caja',
    });
  });

  it('refuses the outbox on a production deploy, naming the variables to set', () => {
    expect(() => mailTransport({ CONTEXT: 'production' })).toThrow(ConfigError);
    expect(() => mailTransport({ CONTEXT: 'production' })).toThrow(/SMTP_HOST, SMTP_PORT/);
    expect(mailTransport({ ...SMTP, CONTEXT: 'production' }).kind).toBe('smtp');
  });

  it('refuses a port that is not a number', () => {
    expect(() => mailTransport({ ...SMTP, SMTP_PORT: 'veinticinco' })).toThrow(ConfigError);
  });
});

describe('sendMail to the outbox', () => {
  it('writes the message as JSON and as an .eml with its headers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    await sendMail(
      {
        to: 'ana@ejemplo.es',
        subject: 'Confirma tu suscripción',
        text: 'Abre este enlace: https://ejemplo.es/x',
        headers: { 'List-Unsubscribe': '<https://ejemplo.es/baja>' },
      },
      { kind: 'outbox', dir },
    );
    const [message, ...others] = readOutbox(dir);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      to: 'ana@ejemplo.es',
      subject: 'Confirma tu suscripción',
      text: 'Abre este enlace: https://ejemplo.es/x',
    });
    const eml = readdirSync(dir).find((name) => name.endsWith('.eml')) ?? '';
    const raw = readFileSync(join(dir, eml), 'utf8');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/ejemplo\.es\/baja>$/m);
    expect(raw).toMatch(/^To: ana@ejemplo\.es$/m);
  });
});
