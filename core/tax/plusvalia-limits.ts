// The legal ceilings a municipal plusvalía form checks: apart from the coefficient tables, so the
// form's messages do not bring the tables into the page's first load.
import type { DatedRate } from './sourced';

/** Council rates can never exceed 30 % (art. 108 TRLRHL). */
export const PLUSVALIA_MAX_RATE: DatedRate = {
  value: 30,
  validFrom: '2021-11-10',
  source: 'https://www.iberley.es/resoluciones/resolucion-teaf-gipuzkoa-32-422-02-12-2015-1436249',
};

/** Councils may cut the cadastral land value by up to 15 % in the objective method (RDL 26/2021). */
export const PLUSVALIA_MAX_LAND_REDUCTION: DatedRate = {
  value: 15,
  validFrom: '2021-11-10',
  source: 'https://legalmon.es/nuevos-coeficientes-para-el-pago-de-las-plusvalias-municipales',
  unconfirmed:
    'las páginas no coinciden en si el recorte se aplica al valor del suelo o a los coeficientes',
};
