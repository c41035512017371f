// Explanation of the mortgage figures and verdicts, related links and the agency promo.
import { MORTGAGE_PATH } from '../../../core/routes';
import * as React from 'react';
import ToolInfo from '../calculator/ToolInfo';
import { MORTGAGE_INFO } from './text';

export default function MortgageInfo() {
  return (
    <ToolInfo path={MORTGAGE_PATH}>
      <h2>{MORTGAGE_INFO.title}</h2>
      {MORTGAGE_INFO.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3>{MORTGAGE_INFO.bandsTitle}</h3>
      <ul>
        {MORTGAGE_INFO.bands.map((band) => (
          <li key={band}>{band}</li>
        ))}
      </ul>
    </ToolInfo>
  );
}
