// Who owns the property and how it is let: one or two owners, resident or not (IRPF or IRNR), a
// long-term, seasonal or tourist let. The rates and rules of each, with the law they come from.
import type { OfficialSource } from '../../tax/sourced';

export type Residence = 'resident' | 'eu' | 'nonEu';
export type Letting = 'longTerm' | 'seasonal' | 'tourist';

export const RESIDENCES: readonly Residence[] = ['resident', 'eu', 'nonEu'];
export const LETTINGS: readonly Letting[] = ['longTerm', 'seasonal', 'tourist'];

export const RESIDENCE_OPTIONS: readonly { value: Residence; label: string }[] = [
  { value: 'resident', label: 'Residente fiscal en España (IRPF)' },
  {
    value: 'eu',
    label: 'No residente en la UE o el EEE con intercambio de información (IRNR al 19 %)',
  },
  { value: 'nonEu', label: 'No residente fuera de la UE y el EEE (IRNR al 24 %)' },
];

export const LETTING_OPTIONS: readonly { value: Letting; label: string }[] = [
  { value: 'longTerm', label: 'Vivienda habitual del inquilino (larga duración)' },
  { value: 'seasonal', label: 'Por temporada (estudiantes, trabajo temporal)' },
  { value: 'tourist', label: 'Turístico (por noches)' },
];

const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
const RIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';
const TRLIRNR = 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527';

/** The texts the analysis' tax rules rest on ("Cómo lo hemos calculado" cites them). */
export const REGIME_SOURCES = {
  emptyMonths: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, arts. 23.1 y 85 (BOE-A-2006-20764), y sentencia del Tribunal Supremo 270/2021, de 25 de febrero (rec. 1302/2020): los gastos y la amortización se deducen solo por el tiempo alquilado; el tiempo vacío imputa renta',
    pending:
      'la sentencia se cita por su número y fecha; el enlace a su texto en el CENDOJ está pendiente de confirmar',
  },
  imputation: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 85.1: el 2 % del valor catastral, o el 1,1 % si los valores del municipio se revisaron en una valoración colectiva general en vigor en el periodo impositivo o en los diez anteriores',
  },
  amortisation: {
    url: RIRPF,
    citation:
      'Real Decreto 439/2007, Reglamento del IRPF, art. 14.2.a): 3 % del mayor del coste de adquisición satisfecho y el valor catastral, sin el valor del suelo; los muebles, art. 14.2.b)',
  },
  financing: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 23.1.a).1.º: los intereses y demás gastos de financiación, con los de reparación y conservación, no pueden superar los rendimientos íntegros; el exceso se deduce en los cuatro años siguientes',
  },
  nonResident: {
    url: TRLIRNR,
    citation:
      'Real Decreto Legislativo 5/2004, texto refundido de la Ley del IRNR, arts. 24 (base imponible: gastos de la Ley del IRPF solo para residentes en la UE o el EEE, apartado 6; rentas imputadas, apartado 5) y 25 (tipos: 24 % general, 19 % UE y EEE, 19 % las ganancias; retención del 3 % del precio al comprador, apartado 2)',
  },
  nonEuExpenses: {
    url: TRLIRNR,
    citation:
      'Sentencia de la Audiencia Nacional de 28 de julio de 2025 (rec. 636/2021): extiende la deducción de gastos a los residentes fuera de la UE; recurrible, y la Agencia Tributaria sigue aplicando el 24 % sobre los ingresos íntegros',
    pending: 'sentencia no firme: pendiente de confirmar por el Tribunal Supremo',
  },
  tourist: {
    url: LIRPF,
    citation:
      'Ley 35/2006, del IRPF, art. 23.2: la reducción solo se aplica al arrendamiento de vivienda habitual del inquilino; el alquiler turístico y el de temporada no la tienen',
  },
} as const satisfies Record<string, OfficialSource>;

/** Imputed income on the value of a home not let (art. 85.1 LIRPF), percent of the cadastral value. */
export const IMPUTATION_RATE_REVISED = 1.1;
export const IMPUTATION_RATE_OTHER = 2;

/** IRNR rates (TRLIRNR art. 25.1): the general one, the EU/EEA one and the one of gains. */
export const NON_RESIDENT_RATE: Readonly<Record<Exclude<Residence, 'resident'>, number>> = {
  eu: 19,
  nonEu: 24,
};
export const NON_RESIDENT_GAIN_RATE = 19;
/** The buyer of a non-resident's home withholds 3 % of the price (TRLIRNR art. 25.2, modelo 211). */
export const SALE_WITHHOLDING_PERCENT = 3;

/** One owner: his share of the property (0-1) and his marginal IRPF rate (percent). */
export interface Owner {
  share: number;
  marginalRatePercent: number;
}

export interface OwnershipInput {
  owners: number;
  ownerSharePercent: number;
  marginalRatePercent: number;
  secondMarginalRatePercent: number;
}

/**
 * The owners and their shares: one owner holds everything; two split by the first one's share.
 * @example ownersOf({ owners: 2, ownerSharePercent: 60, marginalRatePercent: 37, secondMarginalRatePercent: 24 })
 * // [{ share: 0.6, marginalRatePercent: 37 }, { share: 0.4, marginalRatePercent: 24 }]
 */
export function ownersOf(input: OwnershipInput): Owner[] {
  if (input.owners !== 2) return [{ share: 1, marginalRatePercent: input.marginalRatePercent }];
  const first = Math.min(1, Math.max(0, input.ownerSharePercent / 100));
  return [
    { share: first, marginalRatePercent: input.marginalRatePercent },
    { share: 1 - first, marginalRatePercent: input.secondMarginalRatePercent },
  ];
}

/** Percent of the cadastral value imputed for a whole year empty (art. 85.1 LIRPF). */
export const imputationRate = (revised: boolean): number =>
  revised ? IMPUTATION_RATE_REVISED : IMPUTATION_RATE_OTHER;

/** Only the home let as the tenant's dwelling has the art. 23.2 reduction, and only for residents. */
export const reductionApplies = (letting: Letting, residence: Residence): boolean =>
  letting === 'longTerm' && residence === 'resident';
