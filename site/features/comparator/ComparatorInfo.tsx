// How the comparator's figures work, related links and the agency promo.
import { MORTGAGE_PATH, PURCHASE_CALCULATOR_PATH, YIELD_PATH } from '../../../core/routes';
import * as React from 'react';
import MetricFormulas from '../../components/ui/MetricFormulas';
import ToolInfo from '../calculator/ToolInfo';
import { COMPARATOR_INFO } from './text';

const RELATED = [
  YIELD_PATH,
  MORTGAGE_PATH,
  PURCHASE_CALCULATOR_PATH,
  '/guia-inmobiliarios/errores-comunes-inversores',
  '/calcular-rentabilidad-piso-alquiler',
] as const;

export default function ComparatorInfo() {
  return (
    <ToolInfo related={RELATED}>
      <h2>{COMPARATOR_INFO.title}</h2>
      {COMPARATOR_INFO.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MetricFormulas metrics={COMPARATOR_INFO.formulas} />
    </ToolInfo>
  );
}
