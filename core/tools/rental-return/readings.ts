// Where the law or the tax agency's manual leaves room, the reading the engine takes: the page and
// the PDF list them in the closing note.

export const READINGS: readonly string[] = [
  'Ingresos: un mes natural alquilado entero cuenta la renta mensual; un mes alquilado en parte, la renta por los días alquilados entre los días de ese mes.',
  'Gastos: cuando la vivienda estuvo vacía parte del año, el IBI, la comunidad, los seguros, los suministros, los tributos, los intereses y las reparaciones se deducen por los días alquilados entre los días en que fue tuya; la gestión del alquiler, la defensa jurídica y los saldos de dudoso cobro, que solo existen por el alquiler, se deducen enteros. Entre varios contratos, los gastos y las amortizaciones se reparten por sus días.',
  'Límite de intereses y reparaciones: se aplican primero los excesos de años anteriores, del más antiguo al más reciente, y después los de este año; lo que sobra se arrastra cuatro años.',
  'Amortización: el 3 % anual del mayor entre el coste de adquisición y el valor catastral, por la parte de construcción del recibo del IBI, se prorratea por los días alquilados; las mejoras (3 %) y el mobiliario (10 %) desde su fecha. No conocemos la amortización de años anteriores: el tope del coste de la construcción no se comprueba.',
  'Herencia o donación: el precio es el valor declarado en el Impuesto sobre Sucesiones y Donaciones, y los gastos, los gastos y tributos pagados por la adquisición.',
  'Reducción: se aplica sobre el rendimiento neto positivo del inmueble, repartido entre los contratos con rendimiento positivo en proporción a él, y cada contrato con su porcentaje. El 70 % pide un primer alquiler: lo damos cuando el contrato no trae renta anterior y no hay otro contrato anterior de la vivienda en el archivo. Para el 90 %, sin renta anterior escrita tomamos la del contrato anterior del archivo.',
  'Familiares: el mínimo del art. 24 se compara con el rendimiento neto reducido de cada contrato, por los días de ese contrato.',
  'Imputación: sin valor catastral, el 1,1 % del 50 % del precio de adquisición; sin año de revisión catastral, el 2 %.',
  'No residentes: cada devengo se declara solo, sin reducción ni arrastre de excesos; los residentes en la UE o el EEE deducen los gastos del año (intereses y reparaciones hasta los ingresos), los demás tributan por los ingresos íntegros.',
];
