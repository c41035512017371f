// The generator's result (spec sections 2, 4 and 8): where the text came from, what the
// listing lacks, each language's title and variants with their length against the limit, their
// clichés, and a copy button per variant whose confirmation is announced.
import * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../core/format';
import {
  VARIANT_NAMES,
  type GeneratorResponse,
  type ListingCliche,
  type Variant,
  type VariantName,
} from '../../../core/tools/generator/listing';
import {
  LANGUAGE_LABELS,
  LANGUAGES,
  SHORT_MAX_CHARS,
  SOCIAL_MAX_CHARS,
  type Language,
} from '../../../core/tools/generator/listing-fields';
import { notify } from '../../lib/notify';
import Callout from '../../components/ui/Callout';
import ClicheList from './ClicheList';
import type { LongTarget } from './GeneratorForm';
import { GENERATOR_RESULT_TEXT as TEXT } from './result-text';

/** How long the copy button says 'Copiado' (spec section 9). */
const COPIED_MS = 2000;

/** What each variant's copy button puts on the clipboard: the social post goes without the title. */
export function copyText(variant: Variant, name: VariantName): string {
  return name === 'social' ? variant.social : `${variant.title}\n\n${variant[name]}`;
}

/** A variant's length against its limit, in words: '1.234 de 2.000 caracteres'. */
export function lengthNote(text: string, limit: number): { count: string; over: string | null } {
  const count = TEXT.chars(formatNumber(text.length), formatNumber(limit));
  return { count, over: text.length > limit ? TEXT.over(formatNumber(text.length - limit)) : null };
}

interface Props {
  result: GeneratorResponse;
  target: LongTarget;
  onReset: () => void;
}

function VariantBlock({
  name,
  variant,
  limit,
  where,
  cliches,
  language,
}: {
  name: VariantName;
  variant: Variant;
  limit: number;
  where: string;
  cliches: readonly ListingCliche[];
  language: Language;
}) {
  const [copied, setCopied] = useState(false);
  const id = `generador-${language}-${name}`;
  const { count, over } = lengthNote(variant[name], limit);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText(variant, name));
      setCopied(true);
    } catch {
      notify({
        title: TEXT.copyErrorTitle,
        description: TEXT.copyErrorText,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="generator-variant stack">
      <div className="field">
        <label htmlFor={id}>{TEXT.variants[name]}</label>
        <p className="field__hint" id={`${id}-uso`}>
          {TEXT.variantHints[name]}
          {name === 'long' ? ` (${where})` : ''}
        </p>
        <textarea
          id={id}
          lang={language}
          readOnly
          rows={name === 'long' ? 14 : 4}
          value={variant[name]}
          aria-describedby={`${id}-uso ${id}-medida`}
        />
      </div>
      <p className="generator-variant__meta" id={`${id}-medida`}>
        <span className={over ? 'generator-variant__over' : undefined}>
          {count}. {over ?? TEXT.within}
        </span>
        <span>
          {cliches.length === 0
            ? TEXT.noCliches
            : TEXT.cliches(cliches.length, cliches.filter((c) => c.kind === 'misleading').length)}
        </span>
      </p>
      {cliches.length > 0 && <ClicheList cliches={cliches} />}
      <div className="generator-result__actions">
        <button
          type="button"
          className="btn btn--primary"
          aria-label={`${copied ? TEXT.copied : TEXT.copy} ${TEXT.copyName[name]}`}
          onClick={() => void copy()}
        >
          {copied ? TEXT.copied : TEXT.copy}
        </button>
        <span role="status" className="generator-variant__copied">
          {copied ? TEXT.copiedNote[name] : ''}
        </span>
      </div>
    </div>
  );
}

export default function GeneratorResult({ result, target, onReset }: Props) {
  const languages = LANGUAGES.filter((code) => result.variants[code] !== undefined);
  const [language, setLanguage] = useState<Language>(languages[0] ?? 'es');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const variant = result.variants[language] ?? {
    title: result.title,
    long: result.description,
    short: '',
    social: '',
  };
  const limits: Readonly<Record<VariantName, number>> = {
    long: target.limit,
    short: SHORT_MAX_CHARS,
    social: SOCIAL_MAX_CHARS,
  };

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="card stack generator-result" aria-labelledby="generador-resultado">
      <h2 id="generador-resultado" ref={headingRef} tabIndex={-1}>
        {TEXT.heading}
      </h2>
      <p className="generator-source">
        <strong className={`generator-source__label generator-source__label--${result.source}`}>
          {TEXT.source[result.source]}
        </strong>{' '}
        {TEXT.sourceNote[result.source]}
      </p>
      {result.missing.length > 0 && (
        <Callout tone="warning" title={TEXT.missingTitle}>
          <ul>
            {result.missing.map((fact) => (
              <li key={fact.field}>{fact.message}</li>
            ))}
          </ul>
        </Callout>
      )}
      {result.quoted && result.quoted.length > 0 && (
        <Callout tone="info" title={TEXT.quotedTitle}>
          <p data-note="quoted">
            {TEXT.quoted(
              result.quoted.map((field) => TEXT.quotedFields[field]).join(' y '),
              languages
                .filter((code) => code !== 'es')
                .map((code) => LANGUAGE_LABELS[code].toLocaleLowerCase('es-ES')),
            )}
          </p>
        </Callout>
      )}
      {languages.length > 1 && (
        <div className="generator-languages" role="group" aria-label={TEXT.language}>
          {languages.map((code) => (
            <button
              key={code}
              type="button"
              className="btn btn--secondary"
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
            >
              {LANGUAGE_LABELS[code]}
            </button>
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor="generador-titulo">{TEXT.titleLabel}</label>
        <input id="generador-titulo" type="text" readOnly value={variant.title} lang={language} />
      </div>
      {VARIANT_NAMES.filter((name) => variant[name] !== '').map((name) => (
        <VariantBlock
          key={`${language}-${name}`}
          name={name}
          variant={variant}
          limit={limits[name]}
          where={target.portal}
          language={language}
          cliches={result.cliches.filter(
            (cliche) => cliche.language === language && cliche.variant === name,
          )}
        />
      ))}
      <div className="generator-result__actions">
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
