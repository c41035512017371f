// The mortgage page's result: the engine's figures, the stress lines and the amortisation schedule.
// Loaded on first use, so the engine stays out of the page's first load.
import { amortizationSchedule } from '../../../core/tools/mortgage/amortization';
import { calculateMortgage, stressTest } from '../../../core/tools/mortgage/engine';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import type { MortgageOutcome } from './MortgageResults';

const STRESS_POINTS = [1, 2] as const;

export function computeMortgage(values: MortgageFormValues): MortgageOutcome {
  return {
    ...calculateMortgage(values),
    stress: stressTest(values, STRESS_POINTS),
    schedule: amortizationSchedule(values),
  };
}
