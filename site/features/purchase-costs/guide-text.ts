// Explanatory Spanish text of the purchase-costs page; every figure is passed in from the engine's tables.

export const GUIDE_TEXT = {
  tableTitle: 'Impuestos de compra por comunidad autónoma',
  colCommunity: 'Comunidad',
  colItp: 'ITP (vivienda usada): general y reducidos',
  colNewHome: 'Vivienda nueva: IVA, IGIC o IPSI',
  colAjd: 'AJD de la escritura (vivienda nueva)',
  newestRule: 'norma más reciente del',
  reviewed: 'revisados el',
  since: 'Norma más reciente:',
  pending: 'pendiente de confirmar',
  tableNote:
    'En cursiva, los tipos reducidos que aplica la calculadora cuando marcas primera vivienda habitual y cumples la edad, la familia numerosa o el límite de valor. Otros requisitos (renta, patrimonio, no tener otra vivienda) no los podemos comprobar: revísalos en tu comunidad. Cada tipo enlaza a su fuente; «pendiente de confirmar» marca los que las fuentes no confirman (pasa el ratón para ver el motivo; la calculadora lo explica en el resultado).',

  communitiesTitle: 'Gastos de compra en cada comunidad autónoma',
  communitiesIntro:
    'Cada comunidad tiene su página con los tipos vigentes y sus fuentes, los tipos reducidos y sus condiciones, lo que cuesta comprar una vivienda de 150.000, 300.000 y 600.000 € y los últimos cambios.',

  costsTitle: '¿Cuánto cuesta comprar una vivienda además del precio?',
  costsIntro:
    'Al precio de la casa se suman impuestos y gastos de formalización que el banco no financia: salen de tus ahorros el día de la firma o en las semanas siguientes. Dependen sobre todo de dos cosas: si la vivienda es nueva o de segunda mano, y la comunidad autónoma donde está.',
  otherCommunities: (count: number) =>
    count === 1 ? 'otra comunidad' : `otras ${count} comunidades`,
  costsRange: (price: string, min: string, minName: string, max: string, maxName: string) =>
    `Con los tipos generales de esta calculadora, comprar una vivienda usada de ${price} con hipoteca cuesta en gastos desde el ${min} del precio en ${minName} hasta el ${max} en ${maxName}.`,
  costsNewRange: (min: string, minName: string, max: string, maxName: string) =>
    `Si es de obra nueva, del ${min} en ${minName} al ${max} en ${maxName}.`,
  costsSavings: (share: string) =>
    `Los bancos suelen financiar como máximo el ${share} del precio o del valor de tasación, así que necesitarás ahorros para el resto del precio y para todos los gastos.`,

  taxesTitle: 'ITP o IVA más AJD: vivienda usada frente a obra nueva',
  usedTitle: 'Vivienda de segunda mano: ITP',
  used: (min: string, max: string) =>
    `Si compras una vivienda de segunda mano pagas el Impuesto sobre Transmisiones Patrimoniales (ITP), que fija y cobra tu comunidad autónoma. El tipo general va del ${min} al ${max} según la comunidad y el valor: varias comunidades aplican escalas por tramos, de modo que las viviendas más caras pagan más. No pagas IVA ni AJD por la compra.`,
  newTitle: 'Vivienda nueva: IVA (o IGIC, o IPSI) y AJD',
  newHome: (vat: string, igic: string, ipsi: string, ajdMin: string, ajdMax: string) =>
    `En la primera entrega de una vivienda por el promotor pagas IVA del ${vat} sobre el precio, IGIC del ${igic} en Canarias o IPSI del ${ipsi} en Ceuta y Melilla. Además, la escritura de compra paga el Impuesto sobre Actos Jurídicos Documentados (AJD), del ${ajdMin} al ${ajdMax} según la comunidad. La vivienda nueva no paga ITP.`,
  vpo: 'La vivienda de protección oficial de régimen especial tributa al 4 % de IVA; la calculadora usa el tipo general.',
  baseTitle: 'Sobre qué valor se paga: el valor de referencia del Catastro',
  base: 'Desde el 1 de enero de 2022 (Ley 11/2021), la base del ITP y del AJD es el mayor entre el precio de la escritura y el valor de referencia que publica el Catastro. Si tu vivienda tiene un valor de referencia más alto que el precio, pagarás sobre ese valor: consúltalo antes de firmar e indícalo en la calculadora. El IVA se calcula siempre sobre el precio.',
  reducedTitle: 'Tipos reducidos',
  reduced:
    'Casi todas las comunidades rebajan el impuesto de la vivienda habitual, sobre todo a compradores jóvenes, familias numerosas y viviendas de menor valor. Cada una fija sus edades, límites de precio y de renta; la tabla de abajo recoge los que aplica la calculadora.',

  feesTitle: 'Notaría, registro, gestoría y tasación',
  fees: (notary: string, registry: string, price: string) =>
    `Los honorarios del notario y del registrador no son libres: los fijan aranceles estatales, el Real Decreto 1426/1989 para los notarios y el Real Decreto 1427/1989 para los registradores, iguales en toda España y calculados sobre el precio. Para una compra de ${price}, la calculadora estima ${notary} de notaría y ${registry} de registro, con folios, copias e IVA.`,
  feesCut: (cut: string, registryMax: string) =>
    `Ambos aranceles tienen una rebaja del ${cut}, y el del registro un máximo de ${registryMax} antes de esa rebaja. El notario puede además hacer un descuento de hasta el 10 % sobre su arancel.`,
  management: (fee: string) =>
    `La gestoría, que tramita el pago de impuestos y la inscripción, no tiene tarifa oficial: estimamos ${fee}. Puedes hacer tú mismo estos trámites.`,
  appraisal: (fee: string) =>
    `La tasación solo es necesaria si pides hipoteca; la paga el comprador y la hace una sociedad homologada por el Banco de España: estimamos ${fee}.`,
  mortgageTitle: 'Quién paga los gastos de la hipoteca',
  mortgage:
    'Desde el 16 de junio de 2019 (Ley 5/2019, de crédito inmobiliario), el banco paga el AJD de la escritura de hipoteca, la notaría y el registro del préstamo y su gestoría. Al comprador le corresponden la tasación y las copias de la escritura que pida.',

  tipsTitle: 'Consejos para pagar menos gastos',
  tips: [
    'Comprueba si te corresponde un tipo reducido: marca si será tu primera vivienda habitual e indica tu edad y si sois familia numerosa.',
    'Consulta el valor de referencia del Catastro antes de firmar: si supera el precio, el impuesto se calcula sobre él.',
    'Pregunta al notario por el descuento sobre el arancel y pide solo las copias que necesites.',
    'Presenta y paga el ITP o el AJD dentro del plazo que marca tu comunidad para evitar recargos.',
    'Guarda las facturas y la liquidación de los impuestos: cuando vendas, estos gastos se suman al valor de compra y reducen la ganancia que tributa en el IRPF.',
  ],
  disclaimer:
    'Los resultados son una estimación orientativa con los tipos publicados en cada comunidad. Confirma tu caso con el notario, la gestoría o la oficina tributaria de tu comunidad antes de firmar.',
  sellLink: 'Calcula el IRPF y la plusvalía municipal de una venta',
} as const;
