// Picking a tourist or seasonal let moves the untouched defaults to the let mode's; a typed figure
// stays, and going back to a home let restores the home let's.
import { LET_MODE_FIGURES_DEFAULT as FIGURES } from '../../../core/let-modes';
import { letModeChanges } from './let-mode-defaults';

describe('letModeChanges', () => {
  it('drops the rent-default insurance and furnishes the flat of a tourist let', () => {
    const home = { defaultInsurancePercent: '4', furniture: '0', utilities: '' };
    expect(letModeChanges(home, 'longTerm', 'tourist', FIGURES)).toEqual({
      defaultInsurancePercent: '0',
      furniture: '9.000',
      utilities: '1.680',
    });
  });

  it('keeps what the visitor typed', () => {
    const typed = { defaultInsurancePercent: '3,5', furniture: '12.000', utilities: '0' };
    expect(letModeChanges(typed, 'longTerm', 'seasonal', FIGURES)).toEqual({ utilities: '1.200' });
  });

  it('moves from one let mode’s defaults to another’s and back to the home let’s', () => {
    const tourist = { defaultInsurancePercent: '0', furniture: '9.000', utilities: '1.680' };
    expect(letModeChanges(tourist, 'tourist', 'seasonal', FIGURES)).toEqual({
      furniture: '6.000',
      utilities: '1.200',
    });
    expect(letModeChanges(tourist, 'tourist', 'longTerm', FIGURES)).toEqual({
      defaultInsurancePercent: '4',
      furniture: '0',
      utilities: '0',
    });
  });
});
