// The purchase-costs calculator: form left, result right; calls the function and announces the result.
import * as React from 'react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type {
  PurchaseCostsFormInput,
  PurchaseCostsRequest,
} from '../../../core/tools/purchase-costs/schema';
import { formatEuros } from '../../../core/format';
import { todayInMadrid } from '../../../core/tax/dates';
import type { PurchaseCostsResult as Result } from '../../../core/tax/purchase-costs';
import { notify } from '../../lib/notify';
import { deferred } from '../../lib/deferred';
import { schemaResolver } from '../../lib/form/schema';
import { useForm } from '../../lib/form/use-form';
import PurchaseCostsForm from './PurchaseCostsForm';
import { PURCHASE_COSTS_STORAGE_KEY } from '../../../core/tools/purchase-costs/fields';
import { copyShareLink, shareUrl } from '../../lib/share';
import { hasStored, readStored, writeStored } from '../../lib/storage';
import { prefillFromQuery, shareValuesOf } from './prefill';
import { toPurchaseRequest } from './request';
import { CALCULATE_URL, RESULT_TEXT, TOAST_TEXT } from './text';

/**
 * The request helper and its error messages load after the page is interactive (they are only
 * needed to send the form), out of the first load.
 */
const REQUEST = deferred(() =>
  Promise.all([import('../../lib/api'), import('../../lib/request-error')]).then(
    ([api, errors]) => ({
      apiRequest: api.apiRequest,
      notifyRequestError: errors.notifyRequestError,
    }),
  ),
);

/** Results only exist after a calculation: their code loads then, not with the page. */
const PurchaseCostsResult = lazy(() => import('./PurchaseCostsResult'));

/** No price, type or community chosen yet: the user picks them (spec section 5 messages). */
const DEFAULTS: Partial<PurchaseCostsFormInput> = {
  isFirstHome: false,
  hasLoan: true,
  largeFamily: false,
};

const SCHEMA = deferred(() =>
  import('../../../core/tools/purchase-costs/schema').then((m) => m.purchaseCostsSchema),
);
const RESOLVER = deferred(() => SCHEMA.load().then(schemaResolver));

/**
 * After a calculation, brings the top of the result into view when it is off screen: under the
 * form on phones, above the submit button of the long form on wide screens.
 */
function revealResult(section: HTMLElement | null) {
  if (!section) return;
  const { top } = section.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

export default function PurchaseCostsCalculator() {
  const [result, setResult] = useState<Result | null>(null);
  const [calculating, setCalculating] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const revealPending = useRef(false);

  // Once the new result is laid out (it changes the section's height), bring it into view.
  useEffect(() => {
    if (!result || !revealPending.current) return;
    revealPending.current = false;
    revealResult(resultRef.current);
  }, [result]);
  // Today is read in the browser at hydration, not at build time: the static page may be days old.
  const [defaults] = useState(() => ({ ...DEFAULTS, deedDate: todayInMadrid() }));
  const form = useForm<PurchaseCostsFormInput, PurchaseCostsRequest>({
    resolver: RESOLVER,
    defaultValues: defaults,
  });

  useEffect(() => {
    void REQUEST.load().catch(() => undefined);
  }, []);

  // A share link (or a community page's link) fills the form; without one, the last calculation
  // saved in this browser. Read after hydration, so the prerendered form is the same for every
  // address; what the user has already typed is never overwritten.
  const { reset, touched, getValues } = form;
  useEffect(() => {
    let active = true;
    const prefill = prefillFromQuery(window.location.search);
    if (Object.keys(prefill).length > 0) {
      if (!touched()) reset({ ...defaults, ...prefill });
    } else if (hasStored(PURCHASE_COSTS_STORAGE_KEY)) {
      void SCHEMA.load().then(
        (schema) => {
          const stored = readStored(PURCHASE_COSTS_STORAGE_KEY, schema);
          if (active && stored && !touched())
            reset({ ...defaults, ...stored, deedDate: defaults.deedDate });
        },
        () => undefined,
      );
    }
    return () => {
      active = false;
    };
  }, [defaults, reset, touched]);

  const share = () => copyShareLink(shareUrl(window.location.pathname, shareValuesOf(getValues())));

  const calculate = async (values: PurchaseCostsRequest) => {
    if (calculating) return;
    setCalculating(true);
    try {
      const { apiRequest } = await REQUEST.load();
      const res = await apiRequest('POST', CALCULATE_URL, toPurchaseRequest(values));
      revealPending.current = true;
      setResult((await res.json()) as Result);
      // Saved for the next visit; the deed date is not: it defaults to the day of the visit.
      writeStored(PURCHASE_COSTS_STORAGE_KEY, { ...values, deedDate: undefined });
      notify({ title: TOAST_TEXT.successTitle, description: TOAST_TEXT.successDescription });
    } catch (error) {
      const request = REQUEST.current;
      const options = { title: TOAST_TEXT.errorTitle, fallback: TOAST_TEXT.unexpected };
      if (request)
        request.notifyRequestError(error, {
          ...options,
          showFieldMessages: form.showFieldMessages,
        });
      // The helper itself could not be loaded: the connection is gone.
      else notify({ ...options, description: TOAST_TEXT.offline, variant: 'destructive' });
    } finally {
      setCalculating(false);
    }
  };

  return (
    <div className="tool tool--with-results">
      <PurchaseCostsForm
        form={form}
        calculating={calculating}
        onSubmit={calculate}
        onShare={() => void share().catch(() => undefined)}
      />
      <section
        ref={resultRef}
        className="card tax-calculator__result"
        aria-label={RESULT_TEXT.title}
      >
        {result ? (
          <Suspense fallback={null}>
            <PurchaseCostsResult result={result} />
          </Suspense>
        ) : (
          <p>{RESULT_TEXT.empty}</p>
        )}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {result &&
          `${RESULT_TEXT.totalCosts}: ${formatEuros(result.totalCosts)}. ${RESULT_TEXT.cashNeeded}: ${formatEuros(result.cashNeeded)}.`}
      </p>
    </div>
  );
}
