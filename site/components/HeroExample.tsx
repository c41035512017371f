// The home hero's example: a compact result of the rental-yield calculator with real figures.
import * as React from 'react';
import { formatEuros } from '../../core/format';
import { yieldWorkedExample } from '../../content/worked-examples';
import { useReadyMark } from '../lib/ready-mark';
import ResultGrid, { resultRow as row, type ResultRow } from './ui/ResultGrid';

/** The rental-yield guide's example, computed by the same engine as the calculator. */
const EXAMPLE = yieldWorkedExample({
  _type: 'yieldExample',
  purchasePrice: 120_000,
  purchaseCostsPercent: 10,
  monthlyRent: 650,
  annualExpenses: [
    { _key: 'gastos', _type: 'expenseLine', concept: 'Gastos anuales', amount: 2100 },
  ],
});

const HERO_TEXT = {
  eyebrow: 'Ejemplo de resultado',
  title: (price: string, rent: string) => `Piso de ${price} alquilado por ${rent} al mes`,
  net: 'Rentabilidad neta',
  netHint: 'Sobre el precio más un 10 % de gastos de compra',
  gross: 'Rentabilidad bruta',
  rent: 'Alquiler al año',
  note: 'Calculado con la misma fórmula que la calculadora de rentabilidad.',
} as const;

const HERO_ROWS: readonly ResultRow<typeof EXAMPLE>[] = [
  row('example-net-yield', HERO_TEXT.net, (r) => r.netYield, 'percent', {
    hint: HERO_TEXT.netHint,
    headline: true,
  }),
  row('example-gross-yield', HERO_TEXT.gross, (r) => r.grossYield, 'percent'),
  row('example-annual-rent', HERO_TEXT.rent, (r) => r.annualRent, 'euros'),
];

export default function HeroExample() {
  const readyRef = React.useRef<HTMLElement>(null);
  useReadyMark(readyRef);
  return (
    <section ref={readyRef} className="card hero-example" aria-labelledby="hero-example-title">
      <p className="hero-example__eyebrow">{HERO_TEXT.eyebrow}</p>
      <h2 id="hero-example-title" className="hero-example__title">
        {HERO_TEXT.title(formatEuros(EXAMPLE.purchasePrice), formatEuros(EXAMPLE.annualRent / 12))}
      </h2>
      <ResultGrid rows={HERO_ROWS} result={EXAMPLE} />
      <p className="hero-example__note">{HERO_TEXT.note}</p>
    </section>
  );
}
