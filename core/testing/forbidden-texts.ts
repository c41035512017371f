// Texts no page of the site may contain (issue 26): the old owner template, the dummy phone, claims
// nothing measures, the developer credit and the English 404. Read by the source scan
// (content/claims.test.ts) and the built pages' check (e2e/content.spec.ts).
export const FORBIDDEN_TEXTS: readonly string[] = [
  '<nombre',
  '910 000 000',
  '5 estrellas',
  '+10.000',
  '★',
  'Desarrollado por',
  'Page Not Found',
];

/** This file: the scan leaves it out, as it holds the list. */
export const FORBIDDEN_TEXTS_FILE = 'core/testing/forbidden-texts.ts';
