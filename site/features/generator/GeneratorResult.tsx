// The generator's result (spec sections 2, 4 and 8): read-only text, copy with 'Copiado', tips, reset.
import * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import { notify } from '../../lib/notify';
import Callout from '../../components/ui/Callout';
import type { LongTarget } from './GeneratorForm';

/** How long the copy button says 'Copiado' (spec section 9). */
const COPIED_MS = 2000;

const TEXT = {
  heading: 'Tu descripción',
  titleLabel: 'Título sugerido',
  descriptionLabel: 'Descripción',
  copy: 'Copiar',
  copied: 'Copiado',
  copiedToast: '¡Copiado!',
  copiedToastText: 'La descripción ha sido copiada al portapapeles',
  copyErrorTitle: 'Error',
  copyErrorText: 'No se pudo copiar la descripción',
  again: 'Nueva descripción',
  tipsTitle: 'Consejos para tu anuncio',
  tips: [
    'Revisa que cada dato sea correcto antes de publicar.',
    'Acompaña el texto con fotos luminosas y un plano.',
    'Indica el precio y los gastos de comunidad con claridad.',
    'Usa el título en el encabezado del anuncio: se lee entero en el móvil.',
  ],
} as const;

interface Props {
  result: GeneratorResponse;
  target: LongTarget;
  onReset: () => void;
}

export default function GeneratorResult({ result, onReset }: Props) {
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.description);
      setCopied(true);
      notify({ title: TEXT.copiedToast, description: TEXT.copiedToastText });
    } catch {
      notify({
        title: TEXT.copyErrorTitle,
        description: TEXT.copyErrorText,
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="card stack generator-result" aria-labelledby="generador-resultado">
      <h2 id="generador-resultado" ref={headingRef} tabIndex={-1}>
        {TEXT.heading}
      </h2>
      <div className="field">
        <label htmlFor="generador-titulo">{TEXT.titleLabel}</label>
        <input id="generador-titulo" type="text" readOnly value={result.title} />
      </div>
      <div className="field">
        <label htmlFor="generador-texto">{TEXT.descriptionLabel}</label>
        <textarea id="generador-texto" readOnly rows={14} value={result.description} />
      </div>
      <Callout tone="tip">
        <p>{result.energyReminder}</p>
      </Callout>
      <div className="generator-result__actions">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          {copied ? TEXT.copied : TEXT.copy}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onReset}>
          {TEXT.again}
        </button>
      </div>
      <div>
        <h3>{TEXT.tipsTitle}</h3>
        <ul>
          {TEXT.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
