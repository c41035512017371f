// Every Spanish text of the rental-yield calculator page, once.
import { CASH_FLOW, GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../../core/metrics';

// The form's labels, units and hints are the field table's: core/tools/yield/fields.ts.

export const YIELD_TEXT = {
  formTitle: 'Datos de la inversión',
  submit: 'Calcular rentabilidad',
  results: {
    grossYield: GROSS_YIELD.name,
    netYield: NET_YIELD.name,
    monthlyMortgage: 'Cuota mensual de la hipoteca',
    monthlyCashFlow: `${CASH_FLOW.name} mensual`,
    annualCashFlow: `${CASH_FLOW.name} anual`,
    totalROI: RETURN_ON_YOUR_MONEY.name,
  },
  verdictPrefix: 'Valoración:',
  /** Instead of a valuation while a field has a plausibility note. */
  doubtful: 'Sin valoración: revisa los datos marcados en el formulario.',
  netHint: 'Descontados los meses vacíos y los gastos, sobre el precio más los gastos de compra.',
  summary: (parts: {
    grossYield: string;
    netYield: string;
    monthlyCashFlow: string;
    totalROI: string;
  }) =>
    `Resultados actualizados: rentabilidad bruta ${parts.grossYield}, rentabilidad neta ${parts.netYield}, flujo de caja mensual ${parts.monthlyCashFlow}, rentabilidad sobre tu dinero ${parts.totalROI}.`,
  target: {
    title: 'Precio máximo para una rentabilidad objetivo',
    intro:
      '¿Cuánto puedes pagar como máximo para conseguir la rentabilidad que buscas con este alquiler?',
    basisLabel: 'Tipo de rentabilidad',
    basis: [
      { value: 'gross', label: 'Bruta' },
      { value: 'net', label: 'Neta (descontando gastos)' },
    ],
    basisWord: { gross: 'bruta', net: 'neta' },
    resultLabel: 'Precio máximo de compra',
    unreachable: 'Con este alquiler y estos gastos ninguna compra alcanza esa rentabilidad.',
    reachable: (target: string, basis: string) =>
      `Pagando esta cifra o menos, la rentabilidad ${basis} es de al menos ${target}.`,
  },
} as const;

export const YIELD_INFO = {
  title: 'Cómo se calcula la rentabilidad de un piso de alquiler',
  intro:
    'La calculadora usa las mismas fórmulas que nuestras guías. Todos los cálculos se hacen en tu navegador: no enviamos tus datos a ningún servidor.',
  /** The definitions of core/metrics.ts: the same sentences as the guides, the Excel and the other tools. */
  formulas: [GROSS_YIELD, NET_YIELD, CASH_FLOW, RETURN_ON_YOUR_MONEY],
  bandsTitle: 'Cómo interpretar el resultado',
  bands: [
    'Rentabilidad bruta del 7 % o más: excelente.',
    'Entre el 5 % y el 7 %: moderada, habitual en las grandes ciudades.',
    'Por debajo del 5 %: baja; revisa el precio o el alquiler.',
    'Rentabilidad sobre tu dinero del 10 % o más: excelente; entre el 5 % y el 10 %: moderada.',
  ],
  vacancy:
    'Un piso rara vez está alquilado los doce meses: contar uno o dos meses vacíos al año da una rentabilidad neta y un flujo de caja más realistas (la bruta, por convención, no los descuenta).',
} as const;
