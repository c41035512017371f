// The actions under the form, in the same place as every tool's: calculate, then keep the year
// without an account (a JSON file saved and opened again, a link) and start the next one from it.
import * as React from 'react';
import { useId, useState } from 'react';
import { RENTAL_RETURN_PATH } from '../../../core/routes';
import type { ReturnDocument } from '../../../core/tools/rental-return/document';
import { encodeReturnLink } from '../../../core/tools/rental-return/link';
import { saveBlob } from '../../lib/download';
import { copyShareLink } from '../../lib/share';
import { openFile, type Opened } from './open-document';
import { ACTIONS_TEXT as T } from './text';

export const SUBMIT_LABEL = 'Calcular la declaración';

export type Notice =
  { kind: 'done'; text: string } | { kind: 'failed'; title: string; lines: string[] };

/** The file's name carries its year: declaracion-alquiler-2025.json. */
export function fileName(doc: { taxYear: number }): string {
  return `declaracion-alquiler-${doc.taxYear}.json`;
}

/** Next year's document may be of a year the engine has no rules for yet: it is saved all the same. */
export function saveDocument(doc: Omit<ReturnDocument, 'taxYear'> & { taxYear: number }): void {
  const blob = new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: 'application/json' });
  saveBlob(blob, fileName(doc));
}

export function documentLink(doc: ReturnDocument): string {
  return `${window.location.origin}${RENTAL_RETURN_PATH}${encodeReturnLink(doc)}`;
}

/** A success is said politely; a failure is an alert with what went wrong, line by line. */
export function NoticeText({ notice, id }: { notice: Notice | undefined; id: string }) {
  return (
    <>
      <p id={id} className="return-notice" role="status" aria-live="polite">
        {notice?.kind === 'done' ? notice.text : ''}
      </p>
      {notice?.kind === 'failed' && (
        <div className="callout callout--warning return-notice" role="alert">
          <p className="callout__title">{notice.title}</p>
          <ul>
            {notice.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export default function FileActions({
  document,
  onOpened,
  onNextYear,
  onInvalid,
  extra,
}: {
  /** Only when every field is right: what is saved, linked and carried to the next year. */
  document: ReturnDocument | undefined;
  onOpened: (opened: Extract<Opened, { ok: true }>) => void;
  /** Starts the next year from this document; resolves to what to tell the visitor. */
  onNextYear: (doc: ReturnDocument) => Promise<string>;
  /** An action that needs a valid document was pressed with errors: show them all. */
  onInvalid: () => void;
  /** The PDF and Excel buttons, when the results have them. */
  extra?: React.ReactNode;
}) {
  const [notice, setNotice] = useState<Notice>();
  const fileId = useId();
  const noticeId = useId();
  const needDocument = (action: (doc: ReturnDocument) => void) => () => {
    if (!document) {
      onInvalid();
      setNotice({ kind: 'failed', title: T.invalidTitle, lines: [T.invalid] });
      return;
    }
    action(document);
  };
  const open = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const opened = await openFile(file);
    // The same file can be chosen again after a correction.
    input.value = '';
    if (!opened.ok) {
      setNotice({ kind: 'failed', title: T.openFailed, lines: opened.messages });
      return;
    }
    onOpened(opened);
    setNotice({ kind: 'done', text: T.opened(file.name) });
  };
  return (
    <div className="tool__actions return-actions">
      <button type="submit" className="btn btn--primary">
        {SUBMIT_LABEL}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={needDocument((doc) => {
          saveDocument(doc);
          setNotice({ kind: 'done', text: `${T.saved}: ${fileName(doc)}. ${T.savedDescription}` });
        })}
      >
        {T.save}
      </button>
      <span className="return-open">
        <input
          id={fileId}
          className="visually-hidden"
          type="file"
          name="document"
          accept="application/json,.json"
          aria-describedby={noticeId}
          onChange={(event) => void open(event.currentTarget)}
        />
        <label htmlFor={fileId} className="btn btn--secondary">
          {T.open}
        </label>
      </span>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={needDocument((doc) => void copyShareLink(documentLink(doc)))}
      >
        {T.copyLink}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={needDocument((doc) => {
          void onNextYear(doc).then(
            (text) => setNotice({ kind: 'done', text }),
            () => setNotice({ kind: 'failed', title: T.nextYearFailed, lines: [T.tryAgain] }),
          );
        })}
      >
        {T.nextYear}
      </button>
      {extra}
      <NoticeText notice={notice} id={noticeId} />
    </div>
  );
}
