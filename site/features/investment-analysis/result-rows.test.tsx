/** @jest-environment jsdom */
// The analysis cards from the engine: a figure that does not exist says why (no loan, no IRR), a
// tourist let breaks even on a price per night, and colour means beating the benchmark.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import ResultGrid from '../../components/ui/ResultGrid';
import { cardOf, labelsOf } from '../../components/ui/result-cards.testing';
import { computeAnalysis } from './outcome';
import { ANALYSIS_MORE_ROWS, ANALYSIS_TOP_ROWS } from './result-rows';

const analysisOf = (patch: Partial<AnalysisFormValues>) =>
  computeAnalysis({ ...ANALYSIS_FORM_DEFAULTS, ...patch }).analysis;

describe('ANALYSIS_TOP_ROWS', () => {
  it('shows the money put in: a cash purchase puts in the price and more', () => {
    const analysis = analysisOf({ price: 150_000, loanAmount: 0 });
    const { container } = render(<ResultGrid rows={ANALYSIS_TOP_ROWS} result={analysis} />);
    expect(labelsOf(container)).toEqual(['Dinero aportado', 'Flujo de caja año 1']);
    expect(Number(cardOf(container, 'equity').dataValue)).toBeGreaterThan(150_000);
  });
});

describe('ANALYSIS_MORE_ROWS', () => {
  it('says "Sin préstamo" for the cover of a cash purchase, neutral and with no value', () => {
    const analysis = analysisOf({ loanAmount: 0 });
    const { container } = render(<ResultGrid rows={ANALYSIS_MORE_ROWS} result={analysis} />);
    const cover = cardOf(container, 'dscrYear1');
    expect(cover.value).toBe('Sin préstamo');
    expect(cover.box).toHaveClass('result-card--neutral');
    expect(container.querySelector('[data-result="dscrYear1"]')).toHaveAttribute('data-value', '');
  });

  it('names the break-even price per night of a tourist let', () => {
    const analysis = analysisOf({ letting: 'tourist' });
    const { container } = render(<ResultGrid rows={ANALYSIS_MORE_ROWS} result={analysis} />);
    expect(cardOf(container, 'breakEvenRent').label).toBe('Precio por noche de equilibrio');
  });

  it('colours the net yield against the benchmark, not by its sign', () => {
    const analysis = analysisOf({ benchmarkPercent: 0.01 });
    const low = analysisOf({ benchmarkPercent: 40 });
    const above = render(<ResultGrid rows={ANALYSIS_MORE_ROWS} result={analysis} />).container;
    const below = render(<ResultGrid rows={ANALYSIS_MORE_ROWS} result={low} />).container;
    expect(cardOf(above, 'netYield').box).toHaveClass('result-card--positive');
    expect(cardOf(below, 'netYield').box).toHaveClass('result-card--negative');
    expect(cardOf(below, 'grossYield').box).toHaveClass('result-card--neutral');
  });
});
