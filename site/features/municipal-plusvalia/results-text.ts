// Spanish texts of the municipal plusvalía results and coefficient table, loaded with them (not with
// the page).
import { MP_TEXT } from './text';

export const MP_RESULTS_TEXT = {
  ...MP_TEXT,
  tax: 'A pagar',
  due: 'Se paga',
  coefficient: 'Coeficiente',
  landValue: 'Valor del suelo',
  base: 'Base imponible',
  quota: 'Cuota',
  gain: 'Ganancia',
  landShare: 'Porcentaje de suelo',
  tableTitle: 'Coeficientes máximos por años de tenencia',
  tableAsOf: (date: string) => `Tabla vigente desde el ${date}; sigue aplicándose en 2025 y 2026.`,
  years: 'Años de tenencia',
  lessThanYear: 'Menos de 1',
  orMore: (years: number) => `${years} o más`,
} as const;
