// Two owners in words: the best share of the property and what it saves (pure, tested).
import { formatEuros, formatEurosCents } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import type { CoupleTax } from '../../../core/tools/investment-analysis/couple';
import type { ReportSection } from '../report/report-model';

export const COUPLE_TEXT = {
  title: 'Cada propietario',
  intro:
    'Cada uno declara su parte del alquiler y de la ganancia con su propia escala: el impuesto de cada uno depende de sus otras rentas.',
  owner: (index: number, share: number) =>
    `${index === 0 ? 'Primer' : 'Segundo'} propietario (${formatShare(share)})`,
  rent: 'Impuesto del alquiler, todos los años',
  capitalGains: 'Impuesto de la ganancia en la venta',
  yearsSummary: 'Año a año',
  year: 'Año',
  bestTitle: '¿A nombre de quién y en qué porcentaje?',
} as const;

function formatShare(share: number): string {
  return `${Math.round(share * 10_000) / 100} %`.replace('.', ',');
}

/**
 * The sentence under the best share: the split, what it saves over the typed one, or that the split
 * changes nothing (a flat IRNR).
 * @example bestShareSentence({ bestOwnerSharePercent: 20, saving: 608.28, ... }, 50, 10)
 */
export function bestShareSentence(couple: CoupleTax, typedPercent: number, years: number): string {
  const best = couple.bestOwnerSharePercent;
  if (best === null) {
    return 'Con el IRNR, un tipo fijo, el reparto entre los dos no cambia el impuesto total.';
  }
  const split =
    best === 0
      ? 'todo a nombre del segundo propietario'
      : best === 100
        ? 'todo a nombre del primer propietario'
        : `el ${best} % para el primer propietario y el ${100 - best} % para el segundo`;
  if (couple.saving < 0.5) {
    return `El reparto que habéis puesto (${typedPercent} % y ${100 - typedPercent} %) ya es de los que menos impuestos pagan: ${split} daría lo mismo.`;
  }
  return `Pagaríais menos con ${split}: ${formatEuros(couple.bestTotal)} en lugar de ${formatEuros(couple.currentTotal)} entre el alquiler de ${years} años y la venta, ${formatEuros(couple.saving)} menos. Cambiar la titularidad tiene su coste (notaría, registro y, entre cónyuges, su régimen económico): compruébalo con un asesor antes de comprar.`;
}

/** The PDF's section of two owners: each one's tax and the best share's sentence. */
export function coupleSection(analysis: AnalysisResult): ReportSection[] {
  const { couple, input } = analysis;
  if (!couple) return [];
  return [
    {
      title: COUPLE_TEXT.title,
      rows: [
        ...couple.owners.flatMap((owner, index) => [
          {
            label: `${COUPLE_TEXT.owner(index, owner.share)}: ${COUPLE_TEXT.rent.toLowerCase()}`,
            value: formatEurosCents(owner.rent),
          },
          {
            label: `${COUPLE_TEXT.owner(index, owner.share)}: ${COUPLE_TEXT.capitalGains.toLowerCase()}`,
            value: formatEurosCents(owner.capitalGains),
          },
        ]),
        {
          label: COUPLE_TEXT.bestTitle,
          value: bestShareSentence(couple, input.ownerSharePercent, input.holdYears),
        },
      ],
    },
  ];
}
