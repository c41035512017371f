// The modelo 210 fields of a non-resident owner's rent and imputed income: type of income code, rate
// and filing period (Orden EHA/3316/2010 and its later changes; TRLIRNR art. 25).
import type { RentalRuleId } from './sources';

export type Modelo210IncomeType = '01' | '02' | '35';

export interface Modelo210Fields {
  /** «Tipo de renta» of the form. */
  incomeType: Modelo210IncomeType;
  incomeTypeLabel: string;
  ratePercent: 19 | 24;
  /** When to file, in Spanish. */
  deadline: string;
  /** What the texts we read do not confirm. */
  pending?: string;
  rules: RentalRuleId[];
}

const DEADLINE_2026_PENDING =
  'pendiente de confirmar: la Orden HAC/623/2026 cambia los plazos para las rentas de 2026 y no hemos leído su texto';

/**
 * The modelo 210 fields of one property's rent or imputed income for a non-resident owner.
 * @example modelo210Fields('rent', 'eu', 2025, 1).incomeType // '01'
 */
export function modelo210Fields(
  kind: 'rent' | 'imputation',
  residence: 'eu' | 'nonEu',
  taxYear: number,
  tenantCount: number,
): Modelo210Fields {
  const ratePercent = residence === 'eu' ? 19 : 24;
  const next = taxYear + 1;
  const newDeadlines = taxYear >= 2026;
  const pending = newDeadlines ? { pending: DEADLINE_2026_PENDING } : {};
  if (kind === 'imputation') {
    return {
      incomeType: '02',
      incomeTypeLabel: 'Rentas imputadas de inmuebles urbanos',
      ratePercent,
      deadline: newDeadlines
        ? `Según la Orden HAC/623/2026, del 1 de abril al 31 de diciembre de ${next}.`
        : `Durante todo el año ${next} (año natural siguiente al devengo del 31 de diciembre).`,
      ...pending,
      rules: newDeadlines
        ? ['modelo210Deadline2026', 'imputation', 'nonResidentRates']
        : ['modelo210', 'imputation', 'nonResidentRates'],
    };
  }
  return {
    incomeType: tenantCount > 1 ? '35' : '01',
    incomeTypeLabel:
      tenantCount > 1
        ? 'Rendimientos de inmuebles arrendados de varios pagadores no sujetos a retención'
        : 'Rendimientos de inmuebles arrendados',
    ratePercent,
    deadline: newDeadlines
      ? `Según la Orden HAC/623/2026, agrupando el año, del 1 al 20 de abril de ${next}.`
      : `Agrupando el año: del 1 al 20 de enero de ${next}; o una autoliquidación por cada devengo.`,
    ...pending,
    rules: newDeadlines
      ? ['modelo210Deadline2026', 'nonResidentBase', 'nonResidentRates']
      : ['modelo210AnnualGrouping', 'nonResidentBase', 'nonResidentRates'],
  };
}
