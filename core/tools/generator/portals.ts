// Portal presets of the long description: one row per portal, with where its limit is documented.
import type { Portal } from './listing-fields';

export interface PortalPreset {
  name: string;
  maxLength: number;
  /** Undefined while 'pendiente de confirmar'. */
  source: string | undefined;
  /** ISO date the source was last read. */
  checked: string;
  /** Spanish, shown with the preset. */
  note: string;
}

/**
 * No portal publishes its limit (searched 2026-11-25: help pages, public API docs): every preset is
 * 'pendiente de confirmar' at a conservative 2.000 characters, enough for every fact of the form.
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

/** The preset's, or the custom length. @example longLimit('idealista') // 2000 */
export function longLimit(portal: Portal, maxLength?: number): number {
  if (portal === 'custom') return maxLength ?? PORTAL_PRESETS.idealista.maxLength;
  return PORTAL_PRESETS[portal].maxLength;
}
