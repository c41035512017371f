// Spanish texts of the municipal plusvalía (IIVTNU) calculator and its coefficient table.
import type { PlusvaliaMethod } from '../../../core/tax/municipal-plusvalia';

export const MP_TEXT = {
  title: 'Plusvalía municipal (IIVTNU)',
  intro:
    'El impuesto que cobra el ayuntamiento al vendedor por el aumento de valor del suelo. Se calcula por dos métodos y pagas el menor.',
  transferDate: 'Fecha de la transmisión',
  transferDateHint:
    'Decide la tabla de coeficientes que se aplica. Si la dejas vacía, usamos la de hoy.',
  submit: 'Calcular plusvalía',
  resultTitle: 'Plusvalía municipal a pagar',
  empty: 'Pulsa «Calcular plusvalía» para comparar los dos métodos.',
  notSubject: 'No hay incremento de valor: la venta no paga plusvalía municipal.',
  objective: 'Método objetivo',
  real: 'Método real',
  methodChosen: (name: string) => `Pagas el ${name.toLowerCase()}, el más bajo.`,
} as const;

/** The name of a method, as the result and its announcement show it. */
export function methodName(method: PlusvaliaMethod): string {
  return method === 'real'
    ? MP_TEXT.real
    : method === 'objective'
      ? MP_TEXT.objective
      : MP_TEXT.notSubject;
}
