// Under the supplies and the furniture of a tourist or seasonal let: the default's figure, what it
// covers, its source and date, from the editors' table.
import * as React from 'react';
import { formatDate, formatEuros } from '../../../core/format';
import type { LetModeCosts, LetModeFigures } from '../../../core/let-modes';
import type { Letting } from '../../../core/tools/investment-analysis/regimes';
import { useLetModeDefaults, type LetModeForm } from './let-mode-defaults';

const MODE_WORDS: Readonly<Record<Exclude<Letting, 'longTerm'>, string>> = {
  tourist: 'un alquiler turístico',
  seasonal: 'un alquiler de temporada',
};

function sourceOf(costs: LetModeCosts): React.ReactNode {
  const text = `${costs.source}, revisada el ${formatDate(costs.checked)}`;
  return costs.url ? (
    <a href={costs.url} rel="noopener noreferrer" target="_blank">
      {text}
    </a>
  ) : (
    text
  );
}

/** The notes by field name; none for a home let (its defaults are the rows'). */
export function letModeNotes(
  letting: Letting,
  figures: LetModeFigures,
): Partial<Record<'utilities' | 'furniture', React.ReactNode>> {
  if (letting === 'longTerm') return {};
  const costs = figures[letting];
  const mode = MODE_WORDS[letting];
  return {
    utilities: (
      <p className="field__hint" data-note="letModeUtilities">
        Por defecto, {formatEuros(costs.utilities)} al año en {mode}: {costs.utilitiesCover} (
        {sourceOf(costs)}).
      </p>
    ),
    furniture: (
      <p className="field__hint" data-note="letModeFurniture">
        Por defecto, {formatEuros(costs.furniture)} en {mode}: {costs.furnitureCover} (
        {sourceOf(costs)}).
      </p>
    ),
  };
}

/**
 * The analysis form's let modes: the defaults follow the letting the visitor picks, and the page's
 * field notes gain the supplies' and furniture's.
 */
export function useLetMode<N extends object>(
  form: LetModeForm,
  figures: LetModeFigures,
  notes: N,
): N & ReturnType<typeof letModeNotes> {
  useLetModeDefaults(form, figures);
  // The form's watch(name) both reads the field and re-renders the page when it changes.
  const watchField = form.watch as unknown as (name: 'letting') => Letting | undefined;
  const letting = watchField('letting') ?? 'longTerm';
  return React.useMemo(
    () => ({ ...notes, ...letModeNotes(letting, figures) }),
    [notes, letting, figures],
  );
}
