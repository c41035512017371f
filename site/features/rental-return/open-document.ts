// A saved year read back: from a file ("Abrir archivo") or from the link's fragment (`#doc=`). A file
// whose fields are all readable opens even when they disagree (overlapping contracts): the form
// then shows each problem at its field; anything else is a list of Spanish messages.
import {
  parseReturnDocument,
  returnDocumentSchema,
  type DocumentError,
} from '../../../core/tools/rental-return/document';
import { decodeReturnLink } from '../../../core/tools/rental-return/link';
import { draftFromDocument, type ReturnDraft } from './draft';
import { describePath } from './error-labels';
import { ACTIONS_TEXT } from './text';

export type Opened =
  | { ok: true; draft: ReturnDraft; /** Problems to show at their fields. */ checked: boolean }
  | { ok: false; messages: string[] };

/** "Inmueble 1 · Contrato 2 · Fecha de fin: la fecha de fin es anterior…" */
export function errorMessages(errors: readonly DocumentError[]): string[] {
  return errors.map((error) => {
    const where = describePath(error.path);
    return where ? `${where}: ${error.message}` : error.message;
  });
}

export function openJson(json: unknown): Opened {
  const parsed = parseReturnDocument(json);
  if (parsed.ok) return { ok: true, draft: draftFromDocument(parsed.document), checked: false };
  const readable = returnDocumentSchema.safeParse(json);
  if (readable.success) return { ok: true, draft: draftFromDocument(readable.data), checked: true };
  return { ok: false, messages: errorMessages(parsed.errors) };
}

export async function openFile(file: Blob): Promise<Opened> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { ok: false, messages: [ACTIONS_TEXT.notJson] };
  }
  return openJson(json);
}

/** Undefined when the address carries no document. */
export function openLink(hash: string): Opened | undefined {
  if (!hash.startsWith('#doc=')) return undefined;
  const decoded = decodeReturnLink(hash);
  return decoded.ok
    ? { ok: true, draft: draftFromDocument(decoded.document), checked: false }
    : { ok: false, messages: errorMessages(decoded.errors) };
}
