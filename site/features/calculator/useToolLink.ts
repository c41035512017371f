// The tool's one share link: the form's values and every part's (sub-forms, corrections), and the
// values of the opened link that could not be read, the form's and its parts'.
import { useCallback, useMemo, useRef, useState } from 'react';
import { shareUrl, type ShareValues } from '../../lib/share';
import type { AddToLink, LinkHost } from './calculator-config';
import { renamed, shareValuesOf, type CalculatorTable } from './calculator-values';

const NONE: readonly never[] = [];

export interface ToolLink extends LinkHost {
  linkErrors: readonly string[];
  setLink: (link: Partial<Record<string, string>>) => void;
  setLinkErrors: (errors: readonly string[]) => void;
  /** The same object while the link is: results drawn once keep a current one. */
  linkHost: LinkHost;
  partsPending: boolean;
}

const NO_PARTS: ReadonlySet<string> = new Set();

export function useToolLink<K extends string, V>({
  getValues,
  table,
  pathname,
}: {
  getValues: () => Readonly<Record<string, unknown>>;
  table: CalculatorTable<K, V>;
  pathname: string;
}): ToolLink {
  const { keys, zeroWhenEmpty, names } = table;
  const [link, setLink] = useState<Partial<Record<string, string>>>();
  const [linkErrors, setLinkErrors] = useState<readonly string[]>(NONE);
  const [partErrors, setPartErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const reportLinkErrors = useCallback((part: string, errors: readonly string[]) => {
    setPartErrors((previous) =>
      (previous[part] ?? NONE).join() === errors.join()
        ? previous
        : { ...previous, [part]: errors },
    );
  }, []);
  const allLinkErrors = useMemo(
    () => [...linkErrors, ...Object.values(partErrors).flat()],
    [linkErrors, partErrors],
  );
  const [pendingParts, setPendingParts] = useState(NO_PARTS);
  const reportPending = useCallback((part: string, pending: boolean) => {
    setPendingParts((previous) => {
      if (previous.has(part) === pending) return previous;
      const next = new Set(previous);
      if (pending) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const parts = useRef(new Map<string, () => ShareValues>());
  const addToLink = useCallback<AddToLink>((part, values) => {
    parts.current.set(part, values);
    return () => parts.current.delete(part);
  }, []);
  /** The one writer of the tool's links: the form's values, then each part's. */
  const shareLink = useCallback(() => {
    const values = renamed(shareValuesOf(getValues(), keys, zeroWhenEmpty), names);
    for (const part of parts.current.values()) Object.assign(values, part());
    return shareUrl(pathname, values);
  }, [getValues, keys, zeroWhenEmpty, names, pathname]);
  const linkHost = useMemo(
    () => ({ link, addToLink, reportLinkErrors, shareLink, reportPending }),
    [link, addToLink, reportLinkErrors, shareLink, reportPending],
  );
  return {
    ...linkHost,
    linkErrors: allLinkErrors,
    setLink,
    setLinkErrors,
    linkHost,
    partsPending: pendingParts.size > 0,
  };
}
