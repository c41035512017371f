// Reductions of the net rent of a home let as the tenant's home (art. 23.2 LIRPF, Ley 12/2023).
import type { Provenance } from '../../tax/sourced';

export interface RentReduction {
  /** Percent of a positive net rent not taxed; only one reduction applies. */
  percent: number;
  label: string;
  legalBasis: string;
}

export const RENT_REDUCTION_SOURCE: Provenance = {
  validFrom: '2024-01-01',
  source: 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203',
  citation:
    'Ley 12/2023, de 24 de mayo, por el derecho a la vivienda, disposiciones finales segunda.1 (nuevo art. 23.2 de la Ley 35/2006 del IRPF) y novena (efectos desde el 1-1-2024)',
  unconfirmed:
    'la fecha de corte del 60 % de los contratos anteriores (1-1-2024 según el criterio atribuido a la Agencia Tributaria; 26-5-2023 según otros asesores) está pendiente de confirmar',
};

export const GENERAL_RENT_REDUCTION = 50;

/** Most favourable first, as the law lists them; "no reduction" last. */
export const RENT_REDUCTIONS: readonly RentReduction[] = [
  {
    percent: 90,
    label:
      '90 %: zona tensionada, nuevo contrato con una renta rebajada en más de un 5 % respecto de la del contrato anterior',
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
    label:
      '60 %: contrato firmado antes del 1 de enero de 2024 (criterio de Hacienda; hay asesores que lo sitúan en el 26 de mayo de 2023)',
    legalBasis: 'Ley 12/2023, disposiciones finales segunda.1 y novena',
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
