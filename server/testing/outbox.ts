// Reads the local outbox (server/mail.ts) in tests: the messages in the order they were written.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_OUTBOX_DIR, type OutboxMessage } from '../mail';

/** The outbox folder the functions write to with this environment. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR);
}

/** Every message in the outbox, oldest first (file names start with the time). */
export function readOutbox(dir = outboxDir()): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMessage);
}

/** The messages sent to one address, oldest first. */
export function outboxFor(to: string, dir = outboxDir()): OutboxMessage[] {
  return readOutbox(dir).filter((message) => message.to === to);
}

/** Empties the outbox. */
export function clearOutbox(dir = outboxDir()): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The first link to `path` in a message's text. */
export function linkIn(message: OutboxMessage, path: string): string {
  const link = message.text.split(/\s+/).find((word) => word.includes(path));
  if (!link) throw new Error(`no ${path} link in "${message.subject}"`);
  return link;
}
