// How to use the Excel template, its common mistakes and a short FAQ (plain Spanish text, no figures).

export const EXCEL_GUIDE_TEXT = {
  stepsTitle: 'Cómo usar la plantilla paso a paso',
  steps: [
    'Descarga el archivo y ábrelo con Microsoft Excel o con LibreOffice Calc, que es gratuito.',
    'Escribe los datos de tu piso solo en las celdas de entrada: precio de compra, alquiler mensual, gastos mensuales, inversión inicial, importe financiado, tipo de interés, plazo, meses sin alquilar y gastos de compra en porcentaje del precio.',
    'Lee los resultados: la rentabilidad bruta y la neta, la cuota mensual de la hipoteca, el flujo de caja mensual y anual y la rentabilidad sobre tu dinero se recalculan solos.',
    'Para comparar varios pisos, duplica la hoja y rellena una por vivienda con el mismo criterio de gastos y de meses vacíos.',
    'Guarda una copia con los datos reales de cada año: comparar la rentabilidad prevista con la obtenida es la mejor forma de aprender a estimar.',
  ],
  dataTitle: 'De dónde sacar cada dato',
  data: [
    'Precio de compra: el de la oferta aceptada, no el del anuncio.',
    'Alquiler mensual: el de pisos parecidos alquilados en la zona, no el precio de salida de los anuncios.',
    'Gastos mensuales: la suma de IBI, comunidad, seguro y una reserva para mantenimiento, divididos entre doce. Pide los recibos al vendedor.',
    'Gastos de compra: el porcentaje que te dé nuestra calculadora de gastos de compra para tu comunidad autónoma y tu tipo de vivienda.',
    'Inversión inicial: la entrada que pagas con tus ahorros más los gastos de compra y las obras.',
    'Importe financiado, tipo y plazo: los de la oferta vinculante de tu banco o, mientras no la tengas, los de una simulación.',
  ],
  costsLink: 'Calcula los gastos de compra de tu comunidad',
  mistakesTitle: 'Errores frecuentes con la plantilla',
  mistakes: [
    'Sobrescribir una celda de resultado con un número: se pierde la fórmula. Si ocurre, vuelve a descargar la plantilla.',
    'Escribir el tipo de interés como 0,035 en lugar de 3,5: la celda espera el porcentaje.',
    'Meter la cuota de la hipoteca en los gastos mensuales: la plantilla ya la calcula y la resta en el flujo de caja.',
    'Dejar los meses sin alquilar a cero por optimismo: un mes al año es una hipótesis prudente para un alquiler de larga duración.',
  ],
  faqTitle: 'Preguntas frecuentes',
  faq: [
    {
      question: '¿La plantilla da los mismos resultados que la calculadora de la web?',
      answer:
        'Sí. Usa las mismas fórmulas que la calculadora de rentabilidad, de modo que el mismo piso da las mismas cifras en la hoja y en la web.',
    },
    {
      question: '¿Necesito Excel para usarla?',
      answer:
        'No. El archivo es un libro de Excel estándar que también abre LibreOffice Calc, que es gratuito; comprobamos sus fórmulas recalculándolo con LibreOffice.',
    },
    {
      question: '¿Incluye los impuestos del alquiler?',
      answer:
        'No. La plantilla calcula la rentabilidad antes de impuestos; el IRPF del alquiler depende de tu tipo marginal, de la amortización del 3 % y de la reducción que te corresponda.',
    },
    {
      question: '¿Es gratuita?',
      answer: 'Sí, gratuita y sin registro. Puedes usarla y modificarla para tus propios cálculos.',
    },
  ],
} as const;
