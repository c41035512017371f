// The top of the analysis results: one sentence, three figures (what is left each month, the TIR
// after tax, the benchmark), then the verdict against the user's criteria and the loan's warnings.
import * as React from 'react';
import { formatEuros, formatNumber, formatPercent } from '../../../core/format';
import type { MarketFigure } from '../../../core/market-figures';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import { StaleFigureNote } from '../../components/MarketFigureNote';
import Callout from '../../components/ui/Callout';
import {
  benchmarkSource,
  criterionLines,
  financingWarning,
  summarySentence,
  verdictSentence,
} from './verdict-text';
import { VERDICT_FIGURES } from './results-text';
import { byOwners, voiceOf, type Voice } from './voice';
import FeasibleLoan from './FeasibleLoan';
import PlausibilityNotes from './PlausibilityNotes';
import { ANALYSIS_TEXT } from './text';

/** The benchmark's name in a sentence ("El bono español a 10 años que usamos…"). */
const BOND_NAME = ANALYSIS_TEXT.bondName;
/** The form's field that holds the benchmark (core/tools/investment-analysis/rows/criteria.ts). */
const BENCHMARK_FIELD = 'Rentabilidad de referencia (bono español a 10 años)';

const TONE = { yes: 'positive', no: 'negative', mixed: 'warning' } as const;
const tone = (met: boolean) => (met ? 'positive' : 'negative');

/** A figure of the top: label, value (data-result), a line under it; colour = meets its criterion. */
function Figure({
  label,
  field,
  value,
  text,
  met,
  children,
}: {
  label: string;
  field: string;
  value: number | string;
  text: string;
  /** Whether it meets its criterion; undefined for the benchmark itself, shown without colour. */
  met?: boolean;
  children?: React.ReactNode;
}) {
  const toneClass = met === undefined ? '' : ` result-card--${tone(met)}`;
  return (
    <div className={`result-card${toneClass} analysis-verdict__figure`}>
      <p className="result-card__label">{label}</p>
      <p className="result-card__value" data-result={field} data-value={String(value)}>
        {text}
      </p>
      {children}
    </div>
  );
}

type Verdict = AnalysisResult['verdict'];

function benchmarkHint(verdict: Verdict, voice: Voice): string {
  const say = (one: string, two: string) => byOwners(voice, one, two);
  const difference =
    verdict.irr.value === null ? null : verdict.irr.value - verdict.benchmarkPercent;
  if (difference === null)
    return verdict.beatsBenchmark
      ? `${say('Lo superas: no pones', 'Lo superáis: no ponéis')} dinero propio.`
      : `${say('No lo alcanzas: no recuperas tu', 'No lo alcanzáis: no recuperáis vuestro')} dinero.`;
  return `${say('Tu', 'Vuestra')} TIR ${difference >= 0 ? 'lo supera' : 'queda por debajo'} en ${formatNumber(Math.abs(difference), 2)} ${Math.abs(difference) === 1 ? 'punto' : 'puntos'}.`;
}

function irrText(verdict: Verdict, years: number, voice: Voice): string {
  if (verdict.irr.value !== null) return formatPercent(verdict.irr.value);
  return verdict.noIrr === 'nothingPutIn'
    ? 'Sin límite'
    : `${byOwners(voice, 'No recuperas tu', 'No recuperáis vuestro')} dinero en ${years} años`;
}

function VerdictFigures({
  analysis: { verdict, input, initial },
  bond,
  source,
}: {
  analysis: AnalysisResult;
  bond: MarketFigure;
  source: string | null;
}) {
  const years = input.holdYears;
  const voice = voiceOf(input);
  return (
    <div className="result-grid analysis-verdict__figures">
      <Figure
        label={VERDICT_FIGURES.monthly(voice)}
        field="monthlyCashFlowYear1"
        value={verdict.monthlyCashFlowYear1}
        text={`${formatEuros(verdict.monthlyCashFlowYear1)}/mes`}
        met={verdict.monthlyCashFlow.met}
      >
        <p className="result-card__hint">
          Antes de {voice.tax}:{' '}
          <span
            data-result="monthlyCashFlowYear1BeforeTax"
            data-value={String(verdict.monthlyCashFlowYear1BeforeTax)}
          >
            {formatEuros(verdict.monthlyCashFlowYear1BeforeTax)}/mes
          </span>
          . Tras la hipoteca y los gastos.
          {verdict.monthlyCashFlowYear1 > verdict.monthlyCashFlowYear1BeforeTax && (
            <> {VERDICT_FIGURES.taxHelps(voice)}</>
          )}
        </p>
      </Figure>
      <Figure
        label={VERDICT_FIGURES.irr}
        field="irrAfterTax"
        value={verdict.irr.value ?? ''}
        text={irrText(verdict, years, voice)}
        met={verdict.irr.met}
      >
        <p className="result-card__hint">
          {VERDICT_FIGURES.irrNote(formatEuros(initial.equity), years, voice)}
        </p>
      </Figure>
      <Figure
        label={VERDICT_FIGURES.benchmark}
        field="benchmark"
        value={verdict.benchmarkPercent}
        text={formatPercent(verdict.benchmarkPercent)}
      >
        <p className="result-card__hint">
          {benchmarkHint(verdict, voice)}{' '}
          {source ? (
            <a href={bond.url} rel="noopener noreferrer" target="_blank">
              {source}
            </a>
          ) : (
            'Tu referencia.'
          )}
        </p>
      </Figure>
    </div>
  );
}

function VerdictAnswer({
  verdict,
  years,
  voice,
}: {
  verdict: Verdict;
  years: number;
  voice: Voice;
}) {
  return (
    <div
      className={`analysis-verdict__answer analysis-verdict__answer--${TONE[verdict.verdict]}`}
      data-result="verdict"
      data-value={verdict.verdict}
    >
      <p className="analysis-verdict__sentence">{verdictSentence(verdict, years, voice)}</p>
      <details className="analysis-verdict__fold">
        <summary>{VERDICT_FIGURES.criteriaFold(voice)}</summary>
        <ul className="analysis-verdict__criteria">
          {criterionLines(verdict, years, voice).map((line) => (
            <li
              key={line.key}
              className={`analysis-verdict__criterion analysis-verdict__criterion--${tone(line.met)}`}
              data-result={`criterion.${line.key}`}
              data-value={line.met ? 'met' : 'missed'}
            >
              {line.text}
            </li>
          ))}
        </ul>
        <p className="analysis-verdict__legend">
          {voice.plural
            ? '▲ en verde: cumple vuestro criterio o supera al bono. ▼ en rojo: no lo cumple. Cambiad vuestros criterios en el paso «Tus criterios» del formulario.'
            : '▲ en verde: cumple tu criterio o supera al bono. ▼ en rojo: no lo cumple. Cambia tus criterios en el paso «Tus criterios» del formulario.'}
        </p>
      </details>
    </div>
  );
}

export default function VerdictPanel({
  analysis,
  bond,
}: {
  analysis: AnalysisResult;
  /** The dated benchmark figure the page was given (its month and source are shown). */
  bond: MarketFigure;
}) {
  const { verdict, financing, input, initial } = analysis;
  const years = input.holdYears;
  const source = benchmarkSource(verdict.benchmarkPercent, bond);
  return (
    <div className="analysis-verdict">
      {/* The answer and its reason first, then its three figures once, then what qualifies it. */}
      <PlausibilityNotes analysis={analysis} />
      <VerdictAnswer verdict={verdict} years={years} voice={voiceOf(input)} />
      <VerdictFigures analysis={analysis} bond={bond} source={source} />
      <p className="analysis-verdict__summary">{summarySentence(verdict, years, voiceOf(input))}</p>
      {source && <StaleFigureNote figure={bond} name={BOND_NAME} field={BENCHMARK_FIELD} />}
      <FeasibleLoan analysis={analysis} voice={voiceOf(input)} />
      {financing.warnings.map((key) => (
        <div key={key} data-warning={key}>
          <Callout tone="warning" title="Financiación">
            <p>{financingWarning(key, financing, initial.price, initial.loan)}</p>
          </Callout>
        </div>
      ))}
    </div>
  );
}
