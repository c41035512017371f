// The yield engine's verdict bands, their Spanish labels, and the rent and vacancy helpers.
import {
  CASH_FLOW_VERDICT_LABELS,
  ROI_VERDICT_LABELS,
  YIELD_VERDICT_LABELS,
  annualRentCollected,
  cashFlowVerdict,
  clampVacancy,
  grossYieldVerdict,
  roiVerdict,
} from './engine';

describe('grossYieldVerdict', () => {
  it('is excellent from 7 %, moderate from 5 % and low below', () => {
    expect(grossYieldVerdict(7)).toBe('excellent');
    expect(grossYieldVerdict(6.99)).toBe('moderate');
    expect(grossYieldVerdict(5)).toBe('moderate');
    expect(grossYieldVerdict(4.99)).toBe('low');
    expect(grossYieldVerdict(-1)).toBe('low');
  });
});

describe('roiVerdict', () => {
  it('is excellent from 10 %, moderate from 5 % and low below', () => {
    expect(roiVerdict(10)).toBe('excellent');
    expect(roiVerdict(9.99)).toBe('moderate');
    expect(roiVerdict(5)).toBe('moderate');
    expect(roiVerdict(4.99)).toBe('low');
  });
});

describe('cashFlowVerdict', () => {
  it('is positive from 0 and negative below', () => {
    expect(cashFlowVerdict(0)).toBe('positive');
    expect(cashFlowVerdict(0.01)).toBe('positive');
    expect(cashFlowVerdict(-0.01)).toBe('negative');
  });
});

describe('verdict labels', () => {
  it('have a Spanish label for every verdict', () => {
    expect(YIELD_VERDICT_LABELS).toEqual({
      excellent: 'Excelente',
      moderate: 'Moderada',
      low: 'Baja',
    });
    expect(ROI_VERDICT_LABELS).toEqual({
      excellent: 'Excelente',
      moderate: 'Moderada',
      low: 'Baja',
    });
    expect(CASH_FLOW_VERDICT_LABELS.positive).toBe('Flujo de caja positivo');
    expect(CASH_FLOW_VERDICT_LABELS.negative).toBe('Flujo de caja negativo');
  });
});

describe('clampVacancy', () => {
  it('keeps 0 to 12 months and clamps the rest', () => {
    expect(clampVacancy(undefined)).toBe(0);
    expect(clampVacancy(1.5)).toBe(1.5);
    expect(clampVacancy(13)).toBe(12);
    expect(clampVacancy(-1)).toBe(0);
    expect(clampVacancy(Number.NaN)).toBe(0);
  });
});

describe('annualRentCollected', () => {
  it('is the monthly rent times the months let', () => {
    expect(annualRentCollected(1000)).toBe(12000);
    expect(annualRentCollected(1000, 1)).toBe(11000);
    expect(annualRentCollected(1000, 12)).toBe(0);
  });
});
