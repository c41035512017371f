// The one way the suite sends e-mail: SMTP (nodemailer) when configured, else a local outbox.
import nodemailer from 'nodemailer';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError } from './config';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Empty for a relay without authentication. */
  user: string;
  pass: string;
  from: string;
}

/** Files under a folder for `npm start` and tests. */
export type MailTransport = { kind: 'smtp'; smtp: SmtpSettings } | { kind: 'outbox'; dir: string };

export const DEFAULT_OUTBOX_DIR = '.data/outbox';
const OUTBOX_FROM = 'InmoCalc <no-reply@localhost>';

function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.CONTEXT === 'production' || env.MAIL_REQUIRE_SMTP === '1';
}

export function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const read = (name: string) => env[name]?.trim() ?? '';
  const [host, port, from] = [read('SMTP_HOST'), read('SMTP_PORT'), read('SMTP_FROM')];
  if (!host || !port || !from) return undefined;
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber <= 0) {
    throw new ConfigError(`SMTP_PORT must be a port number (587, 465…), not "${port}".`);
  }
  return { host, port: portNumber, user: read('SMTP_USER'), pass: read('SMTP_PASS'), from };
}

/** Else the outbox (MAIL_OUTBOX_DIR, default .data/outbox), refused on a production deploy. */
export function mailTransport(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const smtp = smtpSettings(env);
  if (smtp) return { kind: 'smtp', smtp };
  if (isProduction(env)) {
    throw new ConfigError(
      'No mail provider: set SMTP_HOST, SMTP_PORT and SMTP_FROM (plus SMTP_USER and SMTP_PASS if the server asks for them).',
    );
  }
  return { kind: 'outbox', dir: resolve(env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR) };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** E.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** One JSON file, plus the raw .eml beside it. */
export interface OutboxMessage extends MailMessage {
  from: string;
  date: string;
}

/** A slow mail server must not hold the visitor's request for long. */
const SMTP_TIMEOUT_MS = 8000;

async function sendSmtp(settings: SmtpSettings, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    // 465 is implicit TLS; the others upgrade with STARTTLS when offered.
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: settings.from, ...message });
  } finally {
    transport.close();
  }
}

/** The .eml opens in any mail client. */
async function sendOutbox(dir: string, message: MailMessage): Promise<void> {
  const date = new Date();
  const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const stored: OutboxMessage = { ...message, from: OUTBOX_FROM, date: date.toISOString() };
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail({ from: OUTBOX_FROM, ...message });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.eml`), raw.message as Buffer);
  await writeFile(join(dir, `${name}.json`), `${JSON.stringify(stored, null, 2)}\n`);
}

/** Rejects on any failure. */
export async function sendMail(
  message: MailMessage,
  transport: MailTransport = mailTransport(),
): Promise<void> {
  if (transport.kind === 'smtp') await sendSmtp(transport.smtp, message);
  else await sendOutbox(transport.dir, message);
}
