// How the comparator's figures work, related links and the agency promo.
import { COMPARATOR_PATH } from '../../../core/routes';
import * as React from 'react';
import MetricFormulas from '../../components/ui/MetricFormulas';
import ToolInfo from '../calculator/ToolInfo';
import { COMPARATOR_INFO } from './text';

export default function ComparatorInfo() {
  return (
    <ToolInfo path={COMPARATOR_PATH}>
      <h2>{COMPARATOR_INFO.title}</h2>
      {COMPARATOR_INFO.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MetricFormulas metrics={COMPARATOR_INFO.formulas} />
    </ToolInfo>
  );
}
