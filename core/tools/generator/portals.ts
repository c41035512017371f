// Portal presets of the long description: one row per portal, with where its limit is documented.
import type { Portal } from './listing-fields';

export interface PortalPreset {
  /** The portal's name as people write it. */
  name: string;
  /** Characters the long description may use. */
  maxLength: number;
  /** Where the limit is documented, or undefined while it is 'pendiente de confirmar'. */
  source: string | undefined;
  /** When the source was last read (ISO date). */
  checked: string;
  /** Why this length, in Spanish, shown with the preset. */
  note: string;
}

/**
 * No portal publishes its description limit in a page we could find (searched 2026-11-25: the
 * portals' help and professional pages, their APIs' public docs). Every preset is therefore
 * 'pendiente de confirmar' at a conservative 2.000 characters: shorter than the 3.000 the suite
 * has always written and long enough for every fact the form holds. Replace a row's length and
 * source when the portal's own documentation is found.
 */
const PENDING =
  'Pendiente de confirmar: el portal no documenta públicamente el límite; usamos 2.000 caracteres por prudencia.';

export const PORTAL_PRESETS: Readonly<Record<Exclude<Portal, 'custom'>, PortalPreset>> = {
  idealista: {
    name: 'idealista',
    maxLength: 2000,
    source: undefined,
    checked: '2026-11-25',
    note: PENDING,
  },
  fotocasa: {
    name: 'Fotocasa',
    maxLength: 2000,
    source: undefined,
    checked: '2026-11-25',
    note: PENDING,
  },
  habitaclia: {
    name: 'habitaclia',
    maxLength: 2000,
    source: undefined,
    checked: '2026-11-25',
    note: PENDING,
  },
  pisoscom: {
    name: 'pisos.com',
    maxLength: 2000,
    source: undefined,
    checked: '2026-11-25',
    note: PENDING,
  },
};

/**
 * The long description's limit for a request: the preset's, or the custom length.
 * @example longLimit('custom', 900) // 900
 * @example longLimit('idealista') // 2000
 */
export function longLimit(portal: Portal, maxLength?: number): number {
  if (portal === 'custom') return maxLength ?? PORTAL_PRESETS.idealista.maxLength;
  return PORTAL_PRESETS[portal].maxLength;
}
