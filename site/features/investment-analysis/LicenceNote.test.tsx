/**
 * @jest-environment jsdom
 */
// A tourist let's verdict is followed by its community's licence list ("sin datos" where none) and,
// with hotel-type services, year 1's VAT; two owners get each one's tax and the best share.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { LET_MODE_FIGURES_DEFAULT } from '../../../core/let-modes';
import { ANALYSIS_DEFAULTS, analyseInvestment } from '../../../core/tools/investment-analysis';
import CoupleBlock from './CoupleBlock';
import LicenceNote from './LicenceNote';

const tourist = { ...ANALYSIS_DEFAULTS, letting: 'tourist' as const };

describe('LicenceNote', () => {
  it('lists Málaga’s suspended licences for a tourist flat in Andalucía', () => {
    const { container } = render(
      <LicenceNote
        analysis={analyseInvestment({ ...tourist, community: 'andalucia' })}
        figures={LET_MODE_FIGURES_DEFAULT}
      />,
    );
    const note = container.querySelector('[data-warning="tourismLicence"]');
    expect(note).toHaveTextContent('Málaga: Nuevas licencias suspendidas.');
    expect(note).toHaveTextContent('Otros municipios: sin datos');
    expect(container.querySelector('[data-result="vat.payableYear1"]')).toBeNull();
  });

  it('says sin datos for a community without rows, and shows the VAT with hotel services', () => {
    const { container } = render(
      <LicenceNote
        analysis={analyseInvestment({
          ...tourist,
          community: 'extremadura',
          vatHotelServices: true,
        })}
        figures={LET_MODE_FIGURES_DEFAULT}
      />,
    );
    expect(container.querySelector('[data-warning="tourismLicence"]')).toHaveTextContent(
      'Sin datos de los municipios de Extremadura',
    );
    expect(container.querySelector('[data-result="vat.payableYear1"]')).toHaveTextContent(
      'modelo 303',
    );
  });

  it('is empty for a home let', () => {
    const { container } = render(
      <LicenceNote
        analysis={analyseInvestment(ANALYSIS_DEFAULTS)}
        figures={LET_MODE_FIGURES_DEFAULT}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CoupleBlock', () => {
  it('gives each owner’s tax lines and the best share', () => {
    const analysis = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      owners: 2,
      otherIncome: 60_000,
      secondOtherIncome: 15_000,
    });
    const { container } = render(<CoupleBlock analysis={analysis} />);
    for (const name of ['owner.1.tax.rent', 'owner.2.tax.rent', 'owner.1.tax.capitalGains'])
      expect(container.querySelector(`[data-result="${name}"]`)).not.toBeNull();
    const best = container.querySelector('[data-result="bestOwnerSharePercent"]');
    expect(best?.getAttribute('data-value')).toBe(String(analysis.couple?.bestOwnerSharePercent));
    expect(Number(best?.getAttribute('data-value'))).toBeLessThan(50);
  });
});
