// The legal ceilings a municipal plusvalía form checks: apart from the coefficient tables, so the
// form's messages do not bring the tables (or the other official sources) into the page's first load.
import { cite, type DatedRate } from './sourced';

/** Council rates can never exceed 30 % (art. 108.1 TRLRHL). */
export const PLUSVALIA_MAX_RATE: DatedRate = {
  value: 30,
  validFrom: '2021-11-10',
  ...cite({
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4214',
    citation:
      'Real Decreto Legislativo 2/2004, de 5 de marzo, texto refundido de la Ley Reguladora de las Haciendas Locales, art. 108.1 (tipo máximo del 30 %)',
  }),
};

/** Councils may cut the cadastral land value by up to 15 % in the objective method (RDL 26/2021). */
export const PLUSVALIA_MAX_LAND_REDUCTION: DatedRate = {
  value: 15,
  validFrom: '2021-11-10',
  ...cite({
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2021-18276',
    citation:
      'Real Decreto-ley 26/2021, de 8 de noviembre (BOE 9-11-2021), nueva redacción del art. 107.2 del TRLRHL: reducción de hasta el 15 % del valor catastral del suelo',
    pending: 'no hemos comprobado el apartado exacto en el texto consolidado',
  }),
  unconfirmed:
    'las páginas no coinciden en si el recorte se aplica al valor del suelo o a los coeficientes',
};
