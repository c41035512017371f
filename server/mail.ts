// Optional e-mail to the agency team (nodemailer over SMTP), configured only by the environment.
import nodemailer from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  pass: string;
  from: string;
  to: string;
}

const REQUIRED = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_FROM',
  'CONTACT_NOTIFY_TO',
] as const;

/** The SMTP settings when all six variables are set; undefined otherwise (no notification). */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const values = REQUIRED.map((name) => env[name]?.trim() ?? '');
  if (values.some((value) => value === '')) return undefined;
  const [host = '', port = '', user = '', pass = '', from = '', to = ''] = values;
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber <= 0) return undefined;
  return { host, port: portNumber, user, pass, from, to };
}

export interface MailMessage {
  subject: string;
  text: string;
  replyTo?: string;
}

/** Timeouts keep a slow mail server from holding the visitor's request for long. */
const SMTP_TIMEOUT_MS = 8000;

/** Sends one message; rejects on any SMTP failure. */
export async function sendMail(settings: SmtpSettings, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    // Port 465 is implicit TLS; the others upgrade with STARTTLS when the server offers it.
    secure: settings.port === 465,
    auth: { user: settings.user, pass: settings.pass },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: settings.from, to: settings.to, ...message });
  } finally {
    transport.close();
  }
}
