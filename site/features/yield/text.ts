// Every Spanish text of the rental-yield calculator page, once.
// The form's labels, units and hints are the field table's: core/tools/yield/fields.ts.

export const YIELD_TEXT = {
  formTitle: 'Datos de la inversión',
  submit: 'Calcular rentabilidad',
  results: {
    grossYield: 'Rentabilidad bruta',
    netYield: 'Rentabilidad neta',
    monthlyMortgage: 'Cuota mensual de la hipoteca',
    monthlyCashFlow: 'Flujo de caja mensual',
    annualCashFlow: 'Flujo de caja anual',
    totalROI: 'ROI sobre el capital invertido',
  },
  verdictPrefix: 'Valoración:',
  netHint: 'Descontados los gastos, sobre el precio más los gastos de compra.',
  summary: (parts: {
    grossYield: string;
    netYield: string;
    monthlyCashFlow: string;
    totalROI: string;
  }) =>
    `Resultados actualizados: rentabilidad bruta ${parts.grossYield}, rentabilidad neta ${parts.netYield}, flujo de caja mensual ${parts.monthlyCashFlow}, ROI ${parts.totalROI}.`,
  target: {
    title: 'Precio máximo para una rentabilidad objetivo',
    intro:
      '¿Cuánto puedes pagar como máximo para conseguir la rentabilidad que buscas con este alquiler?',
    targetLabel: 'Rentabilidad objetivo',
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
  formulas: [
    {
      term: 'Rentabilidad bruta',
      text: 'Alquiler cobrado en un año dividido entre el precio de compra, por 100. Sirve para comparar pisos rápidamente.',
    },
    {
      term: 'Rentabilidad neta',
      text: 'Alquiler anual menos los gastos anuales (comunidad, IBI, seguro, mantenimiento), dividido entre el precio de compra, por 100.',
    },
    {
      term: 'Flujo de caja',
      text: 'Lo que te queda cada mes después de pagar los gastos y la cuota de la hipoteca.',
    },
    {
      term: 'ROI',
      text: 'Flujo de caja anual dividido entre el dinero que has puesto de tu bolsillo (la inversión inicial), por 100.',
    },
  ],
  bandsTitle: 'Cómo interpretar el resultado',
  bands: [
    'Rentabilidad bruta del 7 % o más: excelente.',
    'Entre el 5 % y el 7 %: moderada, habitual en las grandes ciudades.',
    'Por debajo del 5 %: baja; revisa el precio o el alquiler.',
    'ROI del 10 % o más: excelente; entre el 5 % y el 10 %: moderado.',
  ],
  vacancy:
    'Un piso rara vez está alquilado los doce meses: contar uno o dos meses vacíos al año da una cifra más realista.',
} as const;
