// Explanation of the yield formulas and bands, related links and the agency promo.
import { YIELD_PATH } from '../../../core/routes';
import * as React from 'react';
import MetricFormulas from '../../components/ui/MetricFormulas';
import ToolInfo from '../calculator/ToolInfo';
import { YIELD_INFO } from './text';

export default function YieldInfo() {
  return (
    <ToolInfo path={YIELD_PATH}>
      <h2>{YIELD_INFO.title}</h2>
      <p>{YIELD_INFO.intro}</p>
      <MetricFormulas metrics={YIELD_INFO.formulas} />
      <h3>{YIELD_INFO.bandsTitle}</h3>
      <ul>
        {YIELD_INFO.bands.map((band) => (
          <li key={band}>{band}</li>
        ))}
      </ul>
      <p>{YIELD_INFO.vacancy}</p>
    </ToolInfo>
  );
}
