// Paste your own text to check it: the cliché scan and the facts check (against the
// generator's form) run in the browser, loaded on first use; each finding is listed. Nothing is sent.
import * as React from 'react';
import { useReadyMark } from '../../lib/ready-mark';
import { useId, useState } from 'react';
import type { Cliche } from '../../../core/tools/generator/cliches';
import type { Rejected } from '../../../core/tools/generator/fact-check';
import {
  LANGUAGE_LABELS,
  LANGUAGES,
  type Language,
} from '../../../core/tools/generator/listing-fields';
import SelectField from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';
import { deferred } from '../../lib/deferred';
import ClicheList from './ClicheList';
import { currentListing } from './listing-source';
import { CLICHE_CHECK_TEXT as TEXT } from './check-text';

const scanner = deferred(() =>
  import('../../../core/tools/generator/cliches').then((m) => m.scanCliches),
);
const factChecker = deferred(() => import('../../../core/tools/generator/fact-check'));

/** Both checkers load while the text is pasted, so the answer is instant. */
const loadCheckers = () => Promise.all([scanner.load(), factChecker.load()]);

/** A text that names the home's orientation backs its 'luminoso'. */
const ORIENTATION_NAMED =
  /orientaci[oó]n|orientad[oa]|orientation|south-facing|ausrichtung|exposition|exposé/i;

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

type State =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'error' }
  /** `rejected` is undefined when the form holds no valid listing to check against. */
  | { kind: 'done'; found: Cliche[]; rejected: Rejected[] | undefined };

export default function ClicheCheck() {
  const readyRef = React.useRef<HTMLElement>(null);
  useReadyMark(readyRef);
  const headingId = useId();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Language>('es');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  const check = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows: text pasted before the box's code arrived is on screen, not in state.
    const shown = new FormData(event.currentTarget);
    const pasted = String(shown.get('text') ?? '');
    const chosen = String(shown.get('language') ?? language) as Language;
    setText(pasted);
    setLanguage(chosen);
    if (pasted.trim() === '') {
      setState({ kind: 'empty' });
      return;
    }
    setBusy(true);
    try {
      const [[scan, facts], listing] = await Promise.all([loadCheckers(), currentListing()]);
      const orientationKnown = listing?.orientation !== undefined || ORIENTATION_NAMED.test(pasted);
      const found = scan(pasted, { language: chosen, orientationKnown });
      const rejected =
        listing && facts.checkText(pasted, chosen, facts.checkContext(listing)).rejected;
      setState({ kind: 'done', found, rejected });
    } catch {
      setState({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section ref={readyRef} className="card stack generator-check" aria-labelledby={headingId}>
      <h2 id={headingId}>{TEXT.heading}</h2>
      <p>{TEXT.intro}</p>
      <form className="stack" noValidate onSubmit={(event) => void check(event)}>
        <TextField
          multiline
          rows={6}
          label={TEXT.text}
          name="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => void loadCheckers().catch(() => undefined)}
          error={state.kind === 'empty' ? TEXT.empty : undefined}
        />
        <SelectField
          label={TEXT.language}
          name="language"
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        />
        <div>
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {busy ? TEXT.pending : TEXT.submit}
          </button>
        </div>
      </form>
      <div role="status" className="generator-check__result">
        {state.kind === 'error' && <p>{TEXT.loadError}</p>}
        {state.kind === 'done' && state.found.length === 0 && <p>{TEXT.none}</p>}
        {state.kind === 'done' && state.found.length > 0 && (
          <>
            <p>
              {TEXT.found(
                state.found.length,
                state.found.filter((c) => c.kind === 'misleading').length,
              )}
            </p>
            <ClicheList cliches={state.found} />
          </>
        )}
        {state.kind === 'done' && <FactFindings rejected={state.rejected} />}
      </div>
    </section>
  );
}

/** What the facts check found: nothing to check against, every fact given, or each sentence. */
function FactFindings({ rejected }: { rejected: Rejected[] | undefined }) {
  if (!rejected) return <p>{TEXT.noListing}</p>;
  if (rejected.length === 0) return <p>{TEXT.factsOk}</p>;
  return (
    <>
      <p>{TEXT.factsFound(rejected.length)}</p>
      <ul className="generator-cliches">
        {rejected.map((r, i) => (
          <li key={i}>
            <strong>«{r.sentence}»</strong>: {r.reasons.join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}
