// "What changed recently" on a community page: the dated entries of its rate history near the build day.
import { formatDate } from '../../core/format';
import type { RateChange } from '../../core/community-page-types';
import { reducedRatePhrase, type CommunityTaxHistory } from '../../core/tax/reduced-rate';
import {
  IN_FORCE_2025,
  pendingReason,
  type IsoDate,
  type Provenance,
} from '../../core/tax/sourced';
import { scaleSentence } from './scale-sentence';

/** What a change still lacks ("pendiente de confirmar"): the doubt on the figure and on its text. */
function pendingOf(entry: Provenance): { pending?: string } {
  const pending = pendingReason(entry);
  return pending ? { pending } : {};
}

/** How far back a change still counts as recent, in years. */
const RECENT_YEARS = 2;

function shiftYears(date: IsoDate, years: number): IsoDate {
  const year = Number(date.slice(0, 4)) + years;
  return `${year}${date.slice(4)}` as IsoDate;
}

function dayAfter(date: IsoDate): IsoDate {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10) as IsoDate;
}

/**
 * The changes of the histories that took effect in the two years before `asOf` (or are already
 * dated after it), newest first. Entries dated IN_FORCE_2025 are left out: that date means "known
 * in force then", not the day a rule started.
 */
export function recentChanges(
  histories: readonly { tax: string; history: CommunityTaxHistory }[],
  asOf: IsoDate,
): RateChange[] {
  const from = shiftYears(asOf, -RECENT_YEARS);
  const recent = (date: IsoDate) => date > from && date !== IN_FORCE_2025;
  const changes: RateChange[] = [];
  for (const { tax, history } of histories) {
    history.general.forEach((scale, index) => {
      const previous = index > 0 ? history.general[index - 1] : undefined;
      if (!previous || !recent(scale.validFrom)) return;
      changes.push({
        date: scale.validFrom,
        tax,
        text: `${tax}: el tipo general pasa a ser ${scaleSentence(scale)}; antes era ${scaleSentence(previous)}.`,
        source: scale.source,
        ...pendingOf(scale),
      });
    });
    for (const rule of history.reduced) {
      if (recent(rule.validFrom)) {
        changes.push({
          date: rule.validFrom,
          tax,
          text: `${tax}: ${reducedRatePhrase(rule)} para ${rule.label}.`,
          source: rule.source,
          ...pendingOf(rule),
        });
      }
      if (rule.validTo !== undefined && recent(dayAfter(rule.validTo))) {
        changes.push({
          date: dayAfter(rule.validTo),
          tax,
          text: `${tax}: deja de aplicarse el ${reducedRatePhrase(rule)} para ${rule.label} (vigente hasta el ${formatDate(rule.validTo)}).`,
          source: rule.source,
        });
      }
    }
  }
  return changes.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
