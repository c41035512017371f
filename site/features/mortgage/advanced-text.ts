// The Spanish texts of the advanced options (bonificaciones, early repayment, affordability); their
// inputs' labels, units, hints and messages are in their field tables (core/tools/mortgage/advanced-fields.ts).
import { COMMUNITY_OPTIONS, PROPERTY_TYPES } from '../../../core/tools/purchase-costs/fields';

export const ADVANCED_TEXT = {
  title: 'Opciones avanzadas',
  intro: 'Despliega cada apartado para afinar el cálculo con tus datos.',
  early: {
    title: 'Amortización anticipada',
    intro:
      'Un pago extra reduce el capital pendiente. Puedes bajar la cuota (mismo plazo) o acortar el plazo (misma cuota): acortar el plazo ahorra más intereses.',
    frequency: 'Cuándo',
    frequencies: [
      { value: 'once', label: 'Una sola vez' },
      { value: 'yearly', label: 'Cada año' },
    ],
    feeOption: 'Comisión de tu contrato (variable)',
    feeOptions: [
      { value: 'first5Years', label: 'Hasta el 0,15 % los 5 primeros años' },
      { value: 'first3Years', label: 'Hasta el 0,25 % los 3 primeros años' },
    ],
    caption: 'Reducir cuota o reducir plazo',
    cuota: 'Reducir cuota',
    plazo: 'Reducir plazo',
    interestSaved: 'Intereses que ahorras',
    newPayment: 'Cuota después',
    newTerm: 'Plazo',
    sooner: 'Terminas antes',
    fee: 'Comisión máxima',
    net: 'Ahorro neto',
    capNote: (cap: string) =>
      `Tope legal de la comisión en la fecha del primer pago: ${cap} de lo amortizado (Ley 5/2019, art. 23). Tu contrato puede fijar menos, y el banco nunca puede cobrar más que su pérdida real.`,
  },
  bonus: {
    title: 'Bonificaciones',
    intro:
      'El banco rebaja el tipo si contratas productos vinculados. Escribe cuántos puntos rebaja cada uno y lo que te cuesta al año.',
    caption: 'Productos vinculados',
    empty: 'Escribe la rebaja de al menos un producto para ver si compensa.',
    without: 'Sin bonificar',
    with: 'Bonificada',
    payment: 'Cuota',
    interest: 'Intereses totales',
    products: 'Coste de los productos',
    total: 'Intereses + productos',
    tae: 'TAE (con productos)',
    perProduct: (name: string, pays: boolean, net: string) =>
      `${name}: ${pays ? `compensa, ahorras ${net}` : `no compensa, pagas ${net} más`}.`,
  },
  afford: {
    title: '¿Te daría el banco esta hipoteca?',
    intro:
      'Un único veredicto sobre el préstamo de arriba, con la regla que suelen aplicar los bancos: la cuota más alta de los diez primeros años, con tus otras deudas, no pasa del 35 % de tus ingresos netos (por encima del 30 % es ajustada); el préstamo no pasa del 80 % (vivienda habitual) o del 70 % (segunda vivienda o inversión) del menor entre precio y tasación; tus ahorros cubren la entrada, los gastos de compra y la comisión de apertura, y terminas de pagar antes de los 75 años.',
    sourceNote:
      'Fuente de los límites: son la práctica habitual de los bancos españoles, no una norma. La Orden EHA/2899/2011 (art. 18) obliga al banco a evaluar tu solvencia, pero no fija el 35 %, el 80 % o el 70 % ni los 75 años, y no hemos encontrado un texto del Banco de España que los fije: pendiente de confirmar. Cada banco decide con su propio estudio.',
    empty:
      'Escribe tus ingresos netos y el precio de la vivienda para ver si un banco te daría esta hipoteca.',
    use: 'Uso',
    uses: [
      { value: 'main', label: 'Vivienda habitual' },
      { value: 'second', label: 'Segunda vivienda' },
      { value: 'investment', label: 'Inversión (alquilar)' },
    ],
    useNames: { main: 'vivienda habitual', second: 'segunda vivienda', investment: 'inversión' },
    propertyType: 'Tipo de vivienda',
    propertyTypes: PROPERTY_TYPES,
    community: 'Comunidad autónoma',
    communities: COMMUNITY_OPTIONS,
    levels: { viable: 'Viable', tight: 'Ajustada', notViable: 'No viable' },
    factors: {
      savings: 'te faltan ahorros',
      ltv: 'el banco no suele prestar tanto',
      income: 'la cuota no cabe en tus ingresos',
      age: 'terminarías de pagar después de los 75 años',
    },
    figuresCaption: 'Las cifras del veredicto',
    loan: 'Préstamo que pides',
    loanToValue: 'Sobre el valor de la vivienda',
    peakPayment: 'Cuota más alta (10 primeros años)',
    debtRatio: 'Cuota y deudas sobre tus ingresos netos',
    cashNeeded: 'Dinero que necesitas aportar',
    purchaseCosts: 'Impuestos y gastos de compra',
    openingFee: 'Comisión de apertura (se paga al firmar)',
    maxLoanByLtv: (ltv: number) => `Préstamo máximo por valor (${ltv} %)`,
    maxLoanByPayment: 'Préstamo máximo por tus ingresos',
    ageAtEnd: 'Edad al terminar de pagar',
    years: (age: number) => `${age} años`,
  },
} as const;
