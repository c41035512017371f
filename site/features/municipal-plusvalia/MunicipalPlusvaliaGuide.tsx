// Explanatory content on the municipal plusvalía: methods, cap, dated coefficients, deadlines.
import * as React from 'react';
import { useReadyMark } from '../../lib/ready-mark';
import {
  PLUSVALIA_DEADLINES as D,
  PLUSVALIA_MAX_LAND_REDUCTION,
  PLUSVALIA_MAX_RATE,
  PLUSVALIA_MAX_YEARS,
  PLUSVALIA_METHODS_SINCE,
} from '../../../core/tax/plusvalia-coefficients';
import { pct } from '../../../core/tax/text';
import { formatDate } from '../../../core/format';
import CoefficientTable from './CoefficientTable';
import { MP_GUIDE as T } from './guide-text';

export default function MunicipalPlusvaliaGuide() {
  const readyRef = React.useRef<HTMLElement>(null);
  useReadyMark(readyRef);
  const deadlines = T.deadlines(
    D.interVivosWorkingDays,
    D.inheritanceMonths,
    D.inheritanceExtendedMonths,
    D.refundClaimYears,
    D.liquidationAppealMonths,
  );
  return (
    <section ref={readyRef} className="stack tax-guide">
      <h2>{T.title}</h2>
      <p>{T.what}</p>
      <h3>{T.methodsTitle}</h3>
      <p>{T.methods(formatDate(PLUSVALIA_METHODS_SINCE))}</p>
      <ul>
        <li>{T.objective(PLUSVALIA_MAX_YEARS, pct(PLUSVALIA_MAX_LAND_REDUCTION.value))}</li>
        <li>{T.real}</li>
      </ul>
      <p>{T.rate(pct(PLUSVALIA_MAX_RATE.value))}</p>
      <p>{T.noGain}</p>
      <CoefficientTable />
      <p className="field__hint">{T.tableNote}</p>
      <h3>{T.deadlinesTitle}</h3>
      <ul>
        {deadlines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
