// The market figures of the page's context, read without core/market-figures.ts so that module
// stays out of a page's first load (the tools' lazy parts fall back to the seed's figures).
import type { MarketFigures } from '../../core/market-figures';

export function pageFigures(pageContext: unknown): Partial<MarketFigures> | undefined {
  return (
    (pageContext as { settings?: { marketFigures?: Partial<MarketFigures> | null } } | undefined)
      ?.settings?.marketFigures ?? undefined
  );
}
