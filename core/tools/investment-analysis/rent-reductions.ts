// Reductions of the net rent of a home let as the tenant's home (art. 23.2 LIRPF as amended by Ley 12/2023).
import type { Provenance } from '../../tax/sourced';

export interface RentReduction {
  /** Share of a positive net rent that is not taxed, in percent. */
  percent: number;
  /** What the select shows. */
  label: string;
  /** Where the law says it. */
  legalBasis: string;
}

/**
 * Ley 12/2023, de 24 de mayo, por el derecho a la vivienda (BOE-A-2023-12203), disposición final
 * segunda: rewrote art. 23.2 LIRPF for tax years from 1 January 2024 and added the transitional
 * rule (disposición transitoria trigésima primera LIRPF) that keeps 60 % for contracts signed
 * before 26 May 2023. Only one reduction applies, and only to a positive net rent declared by the
 * owner. The conditions are summarised here; the form's hint sends the user to the law.
 */
export const RENT_REDUCTION_SOURCE: Provenance = {
  validFrom: '2024-01-01',
  source: 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203',
  unconfirmed:
    'el texto del art. 23.2.b) se ha resumido de memoria y de fuentes secundarias: conviene cotejarlo con el BOE',
};

/** The general reduction since 2024, and the model's default. */
export const GENERAL_RENT_REDUCTION = 50;

/** Most favourable first, as the law lists them; "no reduction" last. */
export const RENT_REDUCTIONS: readonly RentReduction[] = [
  {
    percent: 90,
    label:
      '90 %: zona tensionada, nuevo contrato con una renta al menos un 5 % inferior a la del contrato anterior',
    legalBasis: 'art. 23.2.a) LIRPF',
  },
  {
    percent: 70,
    label:
      '70 %: zona tensionada, vivienda que se alquila por primera vez a un inquilino de 18 a 35 años, o vivienda asequible o protegida alquilada a la Administración o a una entidad sin ánimo de lucro',
    legalBasis: 'art. 23.2.b) LIRPF',
  },
  {
    percent: 60,
    label: '60 %: obras de rehabilitación terminadas en los dos años anteriores al contrato',
    legalBasis: 'art. 23.2.c) LIRPF',
  },
  {
    percent: 60,
    label: '60 %: contrato firmado antes del 26 de mayo de 2023',
    legalBasis: 'disposición transitoria trigésima primera LIRPF',
  },
  {
    percent: GENERAL_RENT_REDUCTION,
    label: '50 %: caso general (vivienda habitual del inquilino)',
    legalBasis: 'art. 23.2, primer párrafo, LIRPF',
  },
  {
    percent: 0,
    label:
      'Sin reducción (por ejemplo, alquiler de temporada o que no es la vivienda del inquilino)',
    legalBasis: 'art. 23.2 LIRPF (solo vivienda habitual del inquilino)',
  },
];
