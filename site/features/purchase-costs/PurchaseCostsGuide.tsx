// Long explanatory content of the purchase-costs page; its figures come from the engine's tables.
import * as React from 'react';
import { useReadyMark } from '../../lib/ready-mark';
import { Link } from 'gatsby';
import { formatEuros, formatPercent } from '../../../core/format';
import { communityPagePath } from '../../../core/community-pages';
import { COMMUNITIES } from '../../../core/tax/communities';
import { DEFAULT_LOAN_SHARE } from '../../../core/tools/purchase-costs/fields';
import {
  APPRAISAL_FEE_ESTIMATE,
  MANAGEMENT_FEE_ESTIMATE,
  REGISTRY_SCALE,
  SCALE_FEE_CUT,
  notaryFees,
  registryFees,
} from '../../../core/tax/deed-fees';
import { NEW_HOME_TAX_RATES } from '../../../core/tax/new-home-tax-rates';
import { eur, pct } from '../../../core/tax/text';
import Callout from '../../components/ui/Callout';
import CommunityRatesTable from './CommunityRatesTable';
import { costShareExtremes, generalRateRange } from './community-rates';
import { GUIDE_TEXT as T } from './guide-text';

/** Price of the worked figures in the text. */
const EXAMPLE_PRICE = 200_000;

const share = (value: number) => formatPercent(value, 1);
const generalRate = (code: keyof typeof NEW_HOME_TAX_RATES) =>
  pct(NEW_HOME_TAX_RATES[code].general.brackets[0]?.rate ?? 0);

export default function PurchaseCostsGuide() {
  const readyRef = React.useRef<HTMLElement>(null);
  useReadyMark(readyRef);
  const used = costShareExtremes(EXAMPLE_PRICE, 'used');
  const fresh = costShareExtremes(EXAMPLE_PRICE, 'new');
  const itp = generalRateRange('itp');
  const ajd = generalRateRange('ajd');
  return (
    <article ref={readyRef} className="stack tax-guide">
      <section className="stack">
        <h2>{T.costsTitle}</h2>
        <p>{T.costsIntro}</p>
        <p>
          {T.costsRange(
            eur(EXAMPLE_PRICE),
            share(used.min.share),
            used.min.name,
            share(used.max.share),
            used.max.name,
          )}{' '}
          {T.costsNewRange(
            share(fresh.min.share),
            fresh.min.name,
            share(fresh.max.share),
            fresh.max.name,
          )}
        </p>
        <p>{T.costsSavings(pct(DEFAULT_LOAN_SHARE * 100))}</p>
      </section>

      <section className="stack">
        <h2>{T.taxesTitle}</h2>
        <h3>{T.usedTitle}</h3>
        <p>{T.used(pct(itp.min), pct(itp.max))}</p>
        <h3>{T.newTitle}</h3>
        <p>
          {T.newHome(
            generalRate('madrid'),
            generalRate('canarias'),
            generalRate('melilla'),
            pct(ajd.min),
            pct(ajd.max),
          )}{' '}
          {T.vpo}
        </p>
        <h3>{T.baseTitle}</h3>
        <p>{T.base}</p>
        <h3>{T.reducedTitle}</h3>
        <p>{T.reduced}</p>
        <CommunityRatesTable />
        <p className="field__hint">{T.tableNote}</p>
      </section>

      <section className="stack">
        <h2>{T.communitiesTitle}</h2>
        <p>{T.communitiesIntro}</p>
        <ul className="community-links">
          {COMMUNITIES.map(({ code, name }) => (
            <li key={code}>
              <a href={communityPagePath(code)}>{name}</a>
            </li>
          ))}
        </ul>
      </section>

      <section className="stack">
        <h2>{T.feesTitle}</h2>
        <p>
          {T.fees(
            formatEuros(notaryFees(EXAMPLE_PRICE)),
            formatEuros(registryFees(EXAMPLE_PRICE)),
            eur(EXAMPLE_PRICE),
          )}{' '}
          {T.feesCut(pct(SCALE_FEE_CUT.value), eur(REGISTRY_SCALE.maxFee ?? 0))}
        </p>
        <p>{T.management(eur(MANAGEMENT_FEE_ESTIMATE.value))}</p>
        <p>{T.appraisal(eur(APPRAISAL_FEE_ESTIMATE.value))}</p>
        <h3>{T.mortgageTitle}</h3>
        <p>{T.mortgage}</p>
      </section>

      <section className="stack">
        <h2>{T.tipsTitle}</h2>
        <ul>
          {T.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          <Link to="/plusvalia">{T.sellLink}</Link>
        </p>
        <Callout tone="warning">
          <p>{T.disclaimer}</p>
        </Callout>
      </section>
    </article>
  );
}
