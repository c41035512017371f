// The dated market figures the build put in every page's context (content/pages.ts, siteSettings),
// read without core/market-figures.ts so that module stays out of a page's first load: the tools'
// lazy parts fall back to the seed's figures themselves.
import type { MarketFigures } from '../../core/market-figures';

export function pageFigures(pageContext: unknown): Partial<MarketFigures> | undefined {
  return (
    (pageContext as { settings?: { marketFigures?: Partial<MarketFigures> | null } } | undefined)
      ?.settings?.marketFigures ?? undefined
  );
}
