// The comparator's state (spec section 4): the stored list, the edited item, the form and share link.
import { COMPARATOR_PATH } from '../../../core/routes';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  addProperty,
  canAddProperty,
  newPropertyId,
  removeProperty,
  updateProperty,
  type Property,
} from '../../../core/tools/comparator/engine';
import {
  COMPARATOR_STORAGE_KEY,
  PROPERTY_FIELD_NAMES,
  PROPERTY_NUMBER_DEFAULTS,
  PROPERTY_NUMBER_FIELDS,
} from '../../../core/tools/comparator/fields';
import type { PropertyFormValues } from '../../../core/tools/comparator/schema';
import { deferred, warmUp } from '../../lib/deferred';
import { copyShareLink, shareUrl } from '../../lib/share';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { toInputText } from '../../lib/form/numbers';
import { useForm } from '../../lib/form/use-form';
import { afterRestore, useRestore } from '../calculator/useRestore';
import { encodeProperties, SHARE_KEYS } from './share-properties';
import { COMPARATOR_TEXT } from './text';
import { linkQuery } from '../../lib/link-params';

export type PropertyTexts = Record<keyof PropertyFormValues, string>;

const SCHEMAS = deferred(() => import('../../../core/tools/comparator/schema'));
const DECODE = deferred(() => import('./decode-properties'));
const NUMERIC_KEYS = PROPERTY_NUMBER_FIELDS.map((f) => f.name);
/** Blank numbers mean the spec's 0, so they get the spec's own messages ('… mayor que 0'). */
const RESOLVER = lazyResolver(
  () => SCHEMAS.load().then((m) => m.propertyFormSchema),
  NUMERIC_KEYS,
  NUMERIC_KEYS,
);

/** The empty form: numbers blank rather than '0', except the table's defaults (one room). */
export const EMPTY_FORM = Object.fromEntries(
  PROPERTY_FIELD_NAMES.map((name) => {
    const start: number | undefined = (PROPERTY_NUMBER_DEFAULTS as Record<string, number>)[name];
    return [name, start === undefined ? '' : toInputText(start)];
  }),
) as PropertyTexts;

function toTexts(property: Property): PropertyTexts {
  const texts = { ...EMPTY_FORM };
  for (const name of PROPERTY_FIELD_NAMES) {
    const value = property[name];
    texts[name] = typeof value === 'number' ? toInputText(value) : value;
  }
  return texts;
}

/** Its checks are fetched and run once on the empty form, so the first key is quick. */
function usePropertyForm() {
  const form = useForm<PropertyTexts, PropertyFormValues>({
    resolver: RESOLVER,
    defaultValues: EMPTY_FORM,
  });
  const { getValues } = form;
  useEffect(() => warmUp(RESOLVER.load(), (resolve) => resolve(getValues())), [getValues]);
  return form;
}

function usePropertyList() {
  const [properties, setProperties] = useState<Property[]>([]);
  // The list as the last change left it: it is drawn after the press's own frame, so a second
  // press that comes first must read this, not the list on screen.
  const list = useRef<Property[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const setList = useCallback((next: Property[], said?: string) => {
    list.current = next;
    startTransition(() => {
      setProperties(next);
      if (said !== undefined) setAnnouncement(said);
    });
  }, []);
  /** The numbers of the opened link that could not be read (their properties are left out). */
  const [linkErrors, setLinkErrors] = useState<readonly string[]>([]);
  const loaded = useRef(false);
  // Declared before the loading effect so that, on mount, it runs while nothing is loaded yet.
  useEffect(() => {
    if (!loaded.current) return;
    // Saved whenever non-empty (spec); an emptied list is removed so deleted cards stay deleted.
    if (properties.length > 0) writeStored(COMPARATOR_STORAGE_KEY, properties);
    else removeStored(COMPARATOR_STORAGE_KEY);
  }, [properties]);
  // The share link wins over storage (the same restore as every calculator).
  const restoring = useRestore({
    linkKeys: SHARE_KEYS,
    storageKey: COMPARATOR_STORAGE_KEY,
    load: () => Promise.all([SCHEMAS.load(), DECODE.load()]),
    fromLink: (_, [schemas, { decodeProperties }]) =>
      decodeProperties(linkQuery(), Date.now(), schemas.storedPropertySchema),
    fromStorage: ([schemas]) => {
      const stored = readStored(COMPARATOR_STORAGE_KEY, schemas.storedPropertiesSchema);
      return stored && { properties: stored, errors: [] };
    },
    apply: (restored) => {
      setList(restored?.properties ?? []);
      setLinkErrors(restored?.errors ?? []);
      loaded.current = true;
    },
  });
  return { properties, list, announcement, setList, linkErrors, restoring };
}

export function useComparator() {
  const form = usePropertyForm();
  const { properties, list, announcement, setList, linkErrors, restoring } = usePropertyList();
  const [editingId, setEditingId] = useState<string>();
  const [shareTexts, setShareTexts] = useState(false);
  const { reset, focus } = form;

  // Editing moves focus to the form, after the reset has rendered the card's values.
  useEffect(() => {
    if (editingId) focus('name');
  }, [editingId, focus]);

  const clear = useCallback(() => {
    setEditingId(undefined);
    reset(EMPTY_FORM);
  }, [reset]);

  const add = form.handleSubmit((values) => {
    if (editingId) {
      setList(
        updateProperty(list.current, editingId, values),
        COMPARATOR_TEXT.announce.updated(values.name),
      );
    } else {
      const outcome = addProperty(list.current, {
        ...values,
        id: newPropertyId(Date.now(), list.current),
      });
      if (!outcome.ok) return;
      setList(
        outcome.properties,
        COMPARATOR_TEXT.announce.added(values.name, outcome.properties.length),
      );
    }
    clear();
  });

  const edit = (property: Property) => {
    setEditingId(property.id);
    reset(toTexts(property));
  };

  const remove = (property: Property) => {
    const next = removeProperty(list.current, property.id);
    setList(next, COMPARATOR_TEXT.announce.removed(property.name, next.length));
    if (editingId === property.id) clear();
  };

  // A property added, or the list shared, before the link's or the stored list is in: after it.
  const onSubmit = (event?: React.FormEvent) => afterRestore(restoring, () => add(event), event);
  const share = () =>
    afterRestore(restoring, () =>
      copyShareLink(shareUrl(COMPARATOR_PATH, encodeProperties(list.current, shareTexts))),
    );

  return {
    form,
    properties,
    editingId,
    atLimit: !canAddProperty(properties) && !editingId,
    announcement,
    linkErrors,
    onSubmit,
    shareTexts,
    setShareTexts,
    cancel: clear,
    edit,
    remove,
    share,
  };
}
