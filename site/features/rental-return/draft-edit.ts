// Changes to the draft, each one a new draft: a field by its name (the dotted path the inputs carry),
// a row added or removed, the owners renumbered in the properties' shares when one goes.
import { emptyContract, emptyProperty } from '../../../core/tools/rental-return/document';
import {
  contractDraft,
  newKey,
  propertyDraft,
  type PropertyDraft,
  type ReturnDraft,
} from './draft';

type Node = Record<string, unknown> | unknown[];

function copyWith(node: Node, key: string, value: unknown): Node {
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = value;
    return copy;
  }
  return { ...node, [key]: value };
}

function setIn(node: Node, keys: readonly string[], value: unknown): Node {
  const [head, ...rest] = keys;
  if (head === undefined) return node;
  const child = Array.isArray(node) ? node[Number(head)] : node[head];
  if (rest.length === 0) return copyWith(node, head, value);
  if (child === null || typeof child !== 'object') return node;
  return copyWith(node, head, setIn(child as Node, rest, value));
}

/** The draft with the field `name` (e.g. `properties.0.contracts.1.end`) set to `value`. */
export function setField(draft: ReturnDraft, name: string, value: string | boolean): ReturnDraft {
  return setIn(draft as unknown as Node, name.split('.'), value) as unknown as ReturnDraft;
}

/** The value a field name leads to: undefined for a name the draft does not hold. */
export function fieldValue(draft: ReturnDraft, name: string): unknown {
  let node: unknown = draft;
  for (const key of name.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : (node as Record<string, unknown>)[key];
  }
  return node;
}

function updateProperty(
  draft: ReturnDraft,
  index: number,
  change: (property: PropertyDraft) => PropertyDraft,
): ReturnDraft {
  return {
    ...draft,
    properties: draft.properties.map((property, i) => (i === index ? change(property) : property)),
  };
}

export type RowList = 'furniture' | 'improvements' | 'carriedForward' | 'contracts' | 'owners';

/** A new row at the end of one of a property's lists. */
export function addRow(draft: ReturnDraft, property: number, list: RowList): ReturnDraft {
  const taxYear = Number(draft.taxYear);
  return updateProperty(draft, property, (current) => {
    switch (list) {
      case 'contracts':
        // A new contract asks for its rent: 0 would be a figure nobody typed.
        return {
          ...current,
          contracts: [
            ...current.contracts,
            { ...contractDraft(emptyContract(taxYear)), monthlyRent: '' },
          ],
        };
      case 'carriedForward':
        return {
          ...current,
          carriedForward: [
            ...current.carriedForward,
            { key: newKey(), year: String(taxYear - 1), amount: '' },
          ],
        };
      case 'owners': {
        const taken = new Set(current.owners.map((share) => share.owner));
        const free = draft.owners.findIndex((_, k) => !taken.has(String(k)));
        const owner = String(free === -1 ? 0 : free);
        return {
          ...current,
          owners: [...current.owners, { key: newKey(), owner, sharePercent: '' }],
        };
      }
      default:
        return {
          ...current,
          [list]: [...current[list], { key: newKey(), cost: '', date: '' }],
        };
    }
  });
}

export function removeRow(
  draft: ReturnDraft,
  property: number,
  list: RowList,
  row: number,
): ReturnDraft {
  return updateProperty(draft, property, (current) => ({
    ...current,
    [list]: (current[list] as readonly unknown[]).filter((_, k) => k !== row),
  }));
}

export function addProperty(draft: ReturnDraft): ReturnDraft {
  return { ...draft, properties: [...draft.properties, propertyDraft(emptyProperty())] };
}

export function removeProperty(draft: ReturnDraft, index: number): ReturnDraft {
  return { ...draft, properties: draft.properties.filter((_, i) => i !== index) };
}

export function addOwner(draft: ReturnDraft): ReturnDraft {
  return {
    ...draft,
    owners: [
      ...draft.owners,
      { key: newKey(), name: '', residence: 'resident', taxResidence: '', otherIncome: '' },
    ],
  };
}

/**
 * Without owner `index`: the shares that named it go, and the later owners move down one number,
 * so every share still names the same person.
 */
export function removeOwner(draft: ReturnDraft, index: number): ReturnDraft {
  const removed = String(index);
  return {
    ...draft,
    owners: draft.owners.filter((_, k) => k !== index),
    properties: draft.properties.map((property) => ({
      ...property,
      owners: property.owners
        .filter((share) => share.owner !== removed)
        .map((share) =>
          Number(share.owner) > index
            ? { ...share, owner: String(Number(share.owner) - 1) }
            : share,
        ),
    })),
  };
}
