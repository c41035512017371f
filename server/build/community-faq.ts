// The questions of a community page, answered with the page's own engine figures (the FAQPage data uses exactly these).
import { formatEurosCents, formatPercent } from '../../core/format';
import type { ExampleRow, FaqEntry, TaxView } from '../../core/community-page-types';

/** The price the total-cost question quotes (the middle row of the table). */
export const FAQ_PRICE = 300_000;

function reducedSummary(tax: TaxView): string {
  return tax.reduced.map((rule) => `${rule.rate} para ${rule.label}`).join('; ');
}

/** Five questions a buyer in the community asks, each answered from the page's figures. */
export function communityFaq(
  name: string,
  taxes: readonly TaxView[],
  examples: readonly ExampleRow[],
): FaqEntry[] {
  const [itp, vat, ajd] = taxes;
  if (!itp || !vat || !ajd) throw new Error('a community page needs ITP, new-home tax and AJD');
  const at = (type: 'used' | 'new') =>
    examples.find(
      (row) => row.input.propertyType === type && row.input.propertyPrice === FAQ_PRICE,
    );
  const used = at('used');
  const fresh = at('new');
  const withReduced = taxes.filter((tax) => tax.reduced.length > 0);
  const faq: FaqEntry[] = [
    {
      question: `¿Cuánto es el ITP al comprar una vivienda usada en ${name}?`,
      answer: `El tipo general del ITP en ${name} es ${itp.general.sentence}. Se paga sobre el mayor entre el precio escriturado y el valor de referencia del Catastro.${itp.reduced.length > 0 ? ` Hay tipos reducidos para vivienda habitual: ${reducedSummary(itp)}.` : ''}`,
    },
    {
      question: `¿Qué impuestos paga una vivienda nueva en ${name}?`,
      answer: `La primera entrega de una vivienda nueva paga ${vat.tax} ${vat.general.sentence} sobre el precio y, además, AJD ${ajd.general.sentence} por la escritura. No paga ITP.`,
    },
    {
      question: `¿Hay tipos reducidos para comprar vivienda en ${name}?`,
      answer:
        withReduced.length > 0
          ? `Sí. ${withReduced.map((tax) => `${tax.tax}: ${reducedSummary(tax)}`).join('. ')}. Los demás requisitos (renta, patrimonio, plazos) están en la norma citada como fuente de cada tipo.`
          : `Las tablas que usamos no recogen tipos reducidos de ITP, ${vat.tax} ni AJD en ${name} para la compra de vivienda habitual; se aplican los tipos generales.`,
    },
  ];
  if (used && fresh) {
    faq.push({
      question: `¿Cuánto cuesta en total comprar una vivienda de 300.000 € en ${name}?`,
      answer: `Con los tipos generales y una hipoteca del 80 %, los gastos de una vivienda usada suman ${formatEurosCents(used.totalCosts)} (${formatPercent(used.share)} del precio) y los de una nueva ${formatEurosCents(fresh.totalCosts)} (${formatPercent(fresh.share)}), impuestos, notaría, registro, gestoría y tasación incluidos.`,
    });
  }
  faq.push({
    question: '¿Quién paga los gastos de la hipoteca?',
    answer:
      'Desde la Ley 5/2019 el banco paga el AJD de la escritura del préstamo, su notaría, su registro y su gestoría; al comprador le corresponde la tasación.',
  });
  return faq;
}
