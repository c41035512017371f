// The purchase-cost form a link opens: the share link (fields by name) and the community pages'
// short links (?community=&price=&type=).
import { isCommunityCode } from '../../../core/tax/communities';
import type { FieldRow } from '../../../core/tools/fields';
import { boundMessage } from '../../../core/tools/field-texts';
import {
  BALEARES_ISLAND_CODES,
  PURCHASE_CHOICE_KEYS as CHOICES,
  PURCHASE_FIELDS,
  PURCHASE_LINK_ALIASES as ALIASES,
  PURCHASE_SWITCH_KEYS as SWITCHES,
} from '../../../core/tools/purchase-costs/fields';
import type { PurchaseCostsFormInput } from '../../../core/tools/purchase-costs/schema';
import { readNumber } from '../../../core/share-reader';

/** The number fields, read as any table's rows (their optional parts without narrowing). */
const NUMBER_ROWS: readonly FieldRow[] = PURCHASE_FIELDS;

function validChoice(key: (typeof CHOICES)[number], text: string): boolean {
  if (key === 'propertyType') return text === 'used' || text === 'new';
  if (key === 'autonomousCommunity') return isCommunityCode(text);
  if (key === 'island') return (BALEARES_ISLAND_CODES as readonly string[]).includes(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(text);
}

// Anything unknown or malformed in the link is ignored, never an error: the form checks what it
// keeps when the user calculates.
export function prefillFromShared(
  link: Partial<Record<string, string>>,
): Partial<PurchaseCostsFormInput> {
  const shared = { ...link };
  for (const [alias, field] of Object.entries(ALIASES)) {
    if (shared[field] === undefined && shared[alias] !== undefined) shared[field] = shared[alias];
  }
  const prefill: Record<string, unknown> = {};
  for (const row of NUMBER_ROWS) {
    const amount = readNumber(shared[row.share ?? row.name]);
    // Kept when at or above its row's minimum (the form checks the rest).
    if (amount !== undefined && boundMessage({ min: row.min }, amount) === undefined) {
      prefill[row.name] = amount;
    }
  }
  for (const key of SWITCHES) {
    if (shared[key] === 'true' || shared[key] === 'false') prefill[key] = shared[key] === 'true';
  }
  for (const key of CHOICES) {
    const text = shared[key];
    if (text !== undefined && validChoice(key, text)) prefill[key] = text;
  }
  return prefill as Partial<PurchaseCostsFormInput>;
}
