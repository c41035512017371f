// Agency contact requests: stored first (once), then the team is told by e-mail (server/mail.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ContactValues } from '../core/tools/contact/schema';
import type { Database } from './db/client';
import { logServerError } from './db/errors';
import { contactRequests } from './db/schema';
import { sendMail, type MailTransport } from './mail';

/** A resubmission within it is the same lead. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export interface StoredContact {
  id: number;
  duplicate: boolean;
}

/** Unless the same email sent the same message lately; a per-address advisory lock makes it atomic. */
export async function storeContact(db: Database, values: ContactValues): Promise<StoredContact> {
  const email = values.email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${email}`}))`);
    const [existing] = await tx
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.email, email),
          eq(contactRequests.mensaje, values.mensaje),
          gt(
            contactRequests.createdAt,
            sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`,
          ),
        ),
      )
      .limit(1);
    if (existing) return { id: existing.id, duplicate: true };
    const [row] = await tx
      .insert(contactRequests)
      .values({
        nombre: values.nombre,
        empresa: values.empresa,
        telefono: values.telefono,
        email,
        mensaje: values.mensaje,
      })
      .returning({ id: contactRequests.id });
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, duplicate: false };
  });
}

/** CONTACT_NOTIFY_TO; without it, leads are only stored. */
export function contactNotifyTo(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.CONTACT_NOTIFY_TO?.trim() || undefined;
}

export function contactMail(values: ContactValues, to: string) {
  return {
    to,
    subject: `Nueva solicitud de inmobiliaria: ${values.empresa}`,
    replyTo: values.email,
    text: [
      `Nombre: ${values.nombre}`,
      `Empresa: ${values.empresa}`,
      `Teléfono: ${values.telefono}`,
      `Email: ${values.email}`,
      '',
      values.mensaje,
    ].join('\n'),
  };
}

/** Failures are logged and swallowed: the lead is already stored. Returns whether the e-mail went. */
export async function notifyTeam(
  db: Database,
  id: number,
  values: ContactValues,
  to: string | undefined = contactNotifyTo(),
  transport?: MailTransport,
): Promise<boolean> {
  if (!to) return false;
  try {
    await sendMail(contactMail(values, to), transport);
  } catch (error) {
    console.error(`[contact-inmobiliaria] notification of request ${id} failed`, error);
    return false;
  }
  try {
    await db
      .update(contactRequests)
      .set({ notifiedAt: sql`now()` })
      .where(eq(contactRequests.id, id));
  } catch (error) {
    logServerError('contact-inmobiliaria', error, `request ${id} notified but not marked`);
  }
  return true;
}
