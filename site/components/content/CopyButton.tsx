// 'Copiar plantilla': copies a text to the clipboard and confirms for 2 seconds (spec section 9).
import * as React from 'react';
import { useEffect, useState } from 'react';

const CONFIRM_MS = 2000;

export function CopyButton({ text, label = 'Copiar plantilla' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button type="button" className="btn btn--primary copy-button" onClick={() => void copy()}>
      {state === 'copied' ? '¡Copiada!' : state === 'failed' ? 'No se pudo copiar' : label}
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? 'Plantilla copiada al portapapeles' : ''}
      </span>
    </button>
  );
}
