// What the yearly return answers and how to keep it from one year to the next, with related tools.
import * as React from 'react';
import { RENTAL_RETURN_PATH } from '../../../core/routes';
import ToolInfo from '../calculator/ToolInfo';

const PARAGRAPHS = [
  'Cada alquiler se declara inmueble a inmueble: los ingresos del año menos sus gastos deducibles dan el rendimiento neto, y si el inmueble es una vivienda alquilada como residencia habitual del inquilino se aplica la reducción que corresponde a cada contrato (del 50 % al 90 % según cuándo se firmó y dónde está la vivienda).',
  'Los intereses y las reparaciones no pueden superar los ingresos del inmueble: lo que sobra se deduce en los cuatro años siguientes. La amortización del edificio (3 % al año sobre la parte de construcción) y de los muebles (10 %) se deduce aunque no la pagues ese año.',
  'Los días que la vivienda no estuvo alquilada ni era tu vivienda habitual imputan una renta: el 2 % del valor catastral (1,1 % si se revisó en los diez años anteriores) por esos días. Y si alquilas a un familiar por debajo de mercado, lo que declaras nunca baja de esa imputación.',
  'Guarda el archivo al terminar: el año que viene lo abres, pulsas «Empezar el año siguiente» y solo escribes los gastos y los contratos nuevos. Los excesos pendientes y los muebles pasan solos. Nada de lo que escribes sale de tu navegador, salvo si pides el Excel: entonces lo enviamos a nuestro servidor solo para prepararlo.',
];

export default function ReturnInfo() {
  return (
    <ToolInfo path={RENTAL_RETURN_PATH}>
      <h2>Cómo se declara un piso alquilado</h2>
      {PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </ToolInfo>
  );
}
