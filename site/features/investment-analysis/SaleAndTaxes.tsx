// The analysis' taxes by kind and the sale at the end of the holding, as the page lists them.
import * as React from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import { PLUSVALIA_NOT_COMPUTED } from '../../../core/tools/investment-analysis/sale';
import { RESULTS } from './results-text';

export function TaxesBlock({ analysis: { taxes, sale } }: { analysis: AnalysisResult }) {
  return (
    <div className="analysis-block">
      <h3>{RESULTS.taxesTitle}</h3>
      <dl className="analysis-list">
        <dt>{RESULTS.taxes.purchase}</dt>
        <dd data-result="tax.purchase" data-value={taxes.purchase}>
          {formatEurosCents(taxes.purchase)}
        </dd>
        <dt>{RESULTS.taxes.rent}</dt>
        <dd data-result="tax.rent" data-value={taxes.rent}>
          {formatEurosCents(taxes.rent)}
          {taxes.rent < 0 && <small> {RESULTS.rentTaxNegative}</small>}
        </dd>
        <dt>{RESULTS.taxes.capitalGains}</dt>
        <dd data-result="tax.capitalGains" data-value={taxes.capitalGains}>
          {formatEurosCents(taxes.capitalGains)}
        </dd>
        <dt>{RESULTS.taxes.plusvalia}</dt>
        <dd data-result="tax.plusvalia" data-value={sale.plusvalia ?? ''}>
          {sale.plusvalia === null ? PLUSVALIA_NOT_COMPUTED : formatEurosCents(taxes.plusvalia)}
        </dd>
        <dt className="analysis-list__total">{RESULTS.taxes.total}</dt>
        <dd className="analysis-list__total" data-result="tax.total" data-value={taxes.total}>
          {formatEurosCents(taxes.total)}
        </dd>
      </dl>
    </div>
  );
}

export function SaleBlock({ analysis: { sale, input } }: { analysis: AnalysisResult }) {
  return (
    <div className="analysis-block">
      <h3>{RESULTS.saleTitle(sale.year)}</h3>
      <dl className="analysis-list">
        <dt>{RESULTS.sale.salePrice}</dt>
        <dd>{formatEuros(sale.salePrice)}</dd>
        <dt>{RESULTS.sale.sellingCosts}</dt>
        <dd>−{formatEuros(sale.sellingCosts)}</dd>
        <dt>{RESULTS.sale.plusvalia}</dt>
        <dd>
          {sale.plusvalia === null
            ? RESULTS.none
            : sale.plusvaliaMethod === 'none'
              ? RESULTS.plusvaliaNotDue
              : `−${formatEuros(sale.plusvalia)} (${RESULTS.plusvaliaMethod[sale.plusvaliaMethod ?? ''] ?? ''})`}
        </dd>
        <dt>{RESULTS.sale.acquisitionValue}</dt>
        <dd data-result="sale.acquisitionValue" data-value={sale.acquisitionValue}>
          {formatEuros(sale.acquisitionValue)}
        </dd>
        <dt>{sale.gain < 0 ? RESULTS.sale.loss : RESULTS.sale.gain}</dt>
        <dd data-result="sale.gain" data-value={sale.gain}>
          {formatEuros(Math.abs(sale.gain))}
        </dd>
        {sale.withholding > 0 && (
          <>
            <dt>{RESULTS.sale.withholding}</dt>
            <dd data-result="sale.withholding" data-value={sale.withholding}>
              {formatEuros(sale.withholding)}
            </dd>
          </>
        )}
        <dt>{RESULTS.sale.capitalGainsTax}</dt>
        <dd>−{formatEuros(sale.capitalGainsTax)}</dd>
        <dt>{RESULTS.sale.loanRepaid}</dt>
        <dd>−{formatEuros(sale.loanRepaid)}</dd>
        {input.loanAmount > 0 && (
          <>
            <dt>{RESULTS.sale.earlyRepaymentFee(formatPercent(input.earlyRepaymentFeePercent))}</dt>
            <dd data-result="sale.earlyRepaymentFee" data-value={sale.earlyRepaymentFee}>
              −{formatEuros(sale.earlyRepaymentFee)}
              {sale.earlyRepaymentFee > 0 && <small> {RESULTS.sale.earlyRepaymentFeeNote}</small>}
            </dd>
          </>
        )}
        <dt className="analysis-list__total">{RESULTS.sale.netProceeds}</dt>
        <dd
          className="analysis-list__total"
          data-result="sale.netProceeds"
          data-value={sale.netProceeds}
        >
          {formatEuros(sale.netProceeds)}
        </dd>
      </dl>
    </div>
  );
}
