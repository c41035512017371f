// The Spanish notes that explain a purchase-cost result: tax base, taxes applied, fees and loan.
import { describeAppliedTax, type CommunityTaxResult } from './community-tax';
import {
  APPRAISAL_FEE_ESTIMATE,
  MANAGEMENT_FEE_ESTIMATE,
  NOTARY_EXTRAS_ESTIMATE,
  REGISTRY_EXTRAS_ESTIMATE,
} from './deed-fees';
import type { CommunityPurchaseRates } from './purchase-rates';
import { describeReducedRate, type CommunityTaxRates } from './reduced-rate';
import { PENDING, eur } from './text';

const LOAN_RULES =
  'Desde la Ley 5/2019 (en vigor el 16 de junio de 2019) el banco paga el AJD de la hipoteca, la notaría y el registro de la escritura del préstamo y su gestoría; al comprador le corresponde la tasación.';

/** What the notes are written from: the engine's facts and the taxes it applied. */
export interface PurchaseNoteFacts {
  price: number;
  referenceValue: number;
  taxBase: number;
  isNew: boolean;
  isFirstHome: boolean;
  hasLoan: boolean;
  /** The loan the user typed, undefined when the default was assumed. */
  givenLoan: number | undefined;
  loan: number;
  totalWithProperty: number;
  communityName: string;
  island: string | undefined;
  rates: CommunityPurchaseRates;
  taxes: { vat: CommunityTaxResult; itp: CommunityTaxResult; ajd: CommunityTaxResult };
}

function taxNotes(name: string, result: CommunityTaxResult, rates: CommunityTaxRates): string[] {
  const notes: string[] = [];
  if (result.reduced) {
    notes.push(`${name}: ${describeReducedRate(result.reduced)}`);
    if (result.reduced.unconfirmed)
      notes.push(`${PENDING} (${name}): ${result.reduced.unconfirmed}.`);
  } else if (rates.general.unconfirmed) {
    notes.push(`${PENDING} (${name}): ${rates.general.unconfirmed}.`);
  }
  if (result.ageWouldHelp) {
    notes.push(
      `${name}: indica la edad del comprador para comprobar si te corresponde el tipo reducido para jóvenes.`,
    );
  }
  return [...notes, ...rates.notes];
}

function baseNote({ price, referenceValue, taxBase, isNew }: PurchaseNoteFacts): string {
  const baseTax = isNew ? 'del AJD' : 'del ITP';
  return referenceValue > price
    ? `El valor de referencia del Catastro (${eur(referenceValue)}) supera el precio (${eur(price)}): desde 2022 es la base mínima ${baseTax}, que se calcula sobre ${eur(taxBase)}.`
    : `Base ${baseTax}: ${eur(taxBase)}. Desde 2022 es el mayor entre el precio y el valor de referencia del Catastro; si conoces ese valor, indícalo.`;
}

function appliedTaxNotes(facts: PurchaseNoteFacts): string[] {
  const { price, taxBase, communityName: name, rates } = facts;
  const { vat, itp, ajd } = facts.taxes;
  if (!facts.isNew) {
    return [
      `Vivienda usada (${name}): ${describeAppliedTax('ITP', taxBase, itp, rates.itp.general)}. La vivienda usada no paga IVA ni AJD por la compra.`,
      ...taxNotes('ITP', itp, rates.itp),
    ];
  }
  const vatName = rates.newHomeTax.name;
  return [
    `Vivienda nueva (${name}): ${describeAppliedTax(vatName, price, vat, rates.newHomeTax.general)}; ${describeAppliedTax('AJD de la escritura', taxBase, ajd, rates.ajd.general)}. La vivienda nueva no paga ITP.`,
    ...taxNotes(vatName, vat, rates.newHomeTax),
    ...taxNotes('AJD', ajd, rates.ajd),
  ];
}

function firstHomeNotes({ isNew, isFirstHome, island, rates }: PurchaseNoteFacts): string[] {
  const relevant = isNew ? [rates.ajd, rates.newHomeTax] : [rates.itp];
  const islandCaps = relevant.some((tax) =>
    tax.reduced.some((rule) => rule.maxValueByIsland !== undefined),
  );
  const notes: string[] = [];
  if (islandCaps && island === undefined && isFirstHome) {
    notes.push(
      'Indica la isla: desde el 1 de marzo de 2026 el tope de la primera vivienda depende de ella. Sin isla usamos el más bajo, el de Menorca (270.151,20 €).',
    );
  }
  if (!isFirstHome && relevant.some((tax) => tax.reduced.length > 0)) {
    notes.push(
      'Los tipos reducidos exigen que sea tu primera vivienda habitual; no se han aplicado.',
    );
  }
  return notes;
}

function loanNotes({ hasLoan, givenLoan, loan, totalWithProperty }: PurchaseNoteFacts): string[] {
  if (!hasLoan) return ['Sin hipoteca no hay tasación ni gastos del préstamo.'];
  const notes: string[] = [];
  if (givenLoan === undefined) notes.push(`Préstamo supuesto: el 80 % del precio (${eur(loan)}).`);
  notes.push(LOAN_RULES, `Tasación: estimación de ${eur(APPRAISAL_FEE_ESTIMATE.value)}.`);
  if (totalWithProperty - loan < 0)
    notes.push('El préstamo cubre todo el coste: no necesitas aportar ahorros.');
  return notes;
}

/** The notes of a purchase-cost result, in the order the page shows them. */
export function purchaseNotes(facts: PurchaseNoteFacts): string[] {
  return [
    baseNote(facts),
    ...appliedTaxNotes(facts),
    ...firstHomeNotes(facts),
    `Notaría y registro: aranceles del RD 1426/1989 y del RD 1427/1989 sobre el precio, con la rebaja del 5 %, más una estimación de ${eur(NOTARY_EXTRAS_ESTIMATE.value)} y ${eur(REGISTRY_EXTRAS_ESTIMATE.value)} por folios, copias e IVA. Gestoría: estimación de ${eur(MANAGEMENT_FEE_ESTIMATE.value)}.`,
    ...loanNotes(facts),
  ];
}
