// A prerendered tool whose code waits for the visitor's first tap or key, so hydrating it stays out
// of the page's load; a render error shows a message in its place, not a blank page.
import * as React from 'react';
import {
  Component,
  Suspense,
  createRef,
  lazy,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import Button from './ui/Button';
import Callout from './ui/Callout';
import { hasStored } from '../lib/storage';
import { holdFormActions, untilInput } from '../lib/until-input';
import { linkQuery } from '../lib/link-params';

/** Counts the page's tools that wait (a page may have two) in the document's `data-tool-waits`. */
function waiting(change: 1 | -1) {
  const root = document.documentElement.dataset;
  const count = Number(root.toolWaits ?? 0) + change;
  if (count > 0) root.toolWaits = String(count);
  else delete root.toolWaits;
}

export const TOOL_FAILED_TITLE = 'No hemos podido mostrar la herramienta';
export const TOOL_FAILED_TEXT = {
  stored:
    'Ha fallado algo en nuestro código. Recarga la página: la herramienta recupera los datos que guarda en este navegador.',
  unstored: 'Ha fallado algo en nuestro código. Recarga la página para seguir.',
} as const;

/** Catches a render error in the tool; focus lost with the tool goes to the reload button. */
class ToolFailed extends Component<{ stored: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  private readonly box = createRef<HTMLDivElement>();

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount() {
    this.takeLostFocus();
  }

  override componentDidUpdate() {
    this.takeLostFocus();
  }

  private takeLostFocus() {
    if (!this.state.failed) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) {
      this.box.current?.querySelector('button')?.focus();
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="tool-failed" ref={this.box}>
        <Callout tone="warning" alert title={TOOL_FAILED_TITLE}>
          <p>{TOOL_FAILED_TEXT[this.props.stored ? 'stored' : 'unstored']}</p>
          <Button onClick={() => window.location.reload()}>Recargar la página</Button>
        </Callout>
      </div>
    );
  }
}

/**
 * The tool `load` gives, loaded on the first input into `form` (a selector) unless the page has a
 * link's inputs or `storageKey` holds a saved form; while it waits, `data-tool-waits` counts it.
 */
export function toolOnFirstInput<P extends object>(
  form: string,
  storageKey: string | undefined,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let sendHeld: (() => void) | undefined;
  let counted = false;
  function visitor(): Promise<void> {
    if (typeof window === 'undefined') return Promise.resolve();
    // A press before the form is React's is held: on a slow connection the code may take long.
    sendHeld = holdFormActions(form);
    const saved = storageKey !== undefined && hasStored(storageKey);
    // A printed report's link is compact ('#z=…'): inflated in place before the tool reads it.
    if (window.location.hash.startsWith('#z=')) {
      return import('../lib/compact-link').then((module) => module.expandAddress());
    }
    if (linkQuery() !== '' || saved) return Promise.resolve();
    counted = true;
    waiting(+1);
    return untilInput(form);
  }
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= visitor().then(load));
  const Tool = lazy(start) as unknown as ComponentType<P>;
  /** Renders nothing; its effect runs once the tool beside it has hydrated. */
  function Hydrated() {
    useEffect(() => {
      if (!sendHeld) return;
      const send = sendHeld;
      sendHeld = undefined;
      if (counted) waiting(-1);
      counted = false;
      send();
    }, []);
    return null;
  }
  return function ToolOnFirstInput(props: P) {
    // Counted as waiting in the pass that hydrates the page around it: React hydrates the Suspense
    // boundary below in a later pass of its own, possibly after the page marked itself interactive.
    if (typeof window !== 'undefined') void start();
    return (
      <ToolFailed stored={storageKey !== undefined}>
        <Suspense fallback={null}>
          <Tool {...props} />
          <Hydrated />
        </Suspense>
      </ToolFailed>
    );
  };
}
