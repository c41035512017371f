// What the analysis answers and how to read the TIR, the yearly return once the flat is let, with
// related tools and the agency promo.
import { ANALYSIS_PATH, RENTAL_RETURN_PATH } from '../../../core/routes';
import * as React from 'react';
import { Link } from 'gatsby';
import ToolInfo from '../calculator/ToolInfo';

const PARAGRAPHS = [
  'La pregunta de fondo es «¿me compensa comprar este piso para alquilarlo?». Para responderla hay que seguir el piso de la compra a la venta: los gastos e impuestos de la compra, la hipoteca, el alquiler cobrado y sus gastos, el IRPF de cada año y, al final, la venta con su plusvalía municipal y el IRPF de la ganancia.',
  'La TIR (tasa interna de retorno) resume todo en un porcentaje anual: es la rentabilidad de cada euro que pones, teniendo en cuenta cuándo lo pones y cuándo lo recuperas. Compárala con lo que te daría ese dinero en otra inversión de riesgo parecido.',
  'La rentabilidad sobre tu dinero del primer año mide el dinero que te deja el alquiler frente a lo que aportaste; la TIR añade la revalorización, la amortización de la hipoteca y los impuestos de la salida.',
];

export default function AnalysisInfo() {
  return (
    <ToolInfo path={ANALYSIS_PATH}>
      <h2>Cómo leer el análisis</h2>
      {PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        Cuando ya lo tengas alquilado, la{' '}
        <Link to={RENTAL_RETURN_PATH}>declaración del alquiler</Link> te dice cada año qué poner en
        la Renta, inmueble a inmueble y contrato a contrato.
      </p>
    </ToolInfo>
  );
}
