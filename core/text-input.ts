// What a text field may hold: no NUL or other control character anywhere (a NUL breaks Postgres
// text, others hide in logs and mail headers), and no line break in a one-line field.

/** C0 controls but tab and line breaks, DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A one-line field (name, phone, address) also refuses tabs and every kind of line break. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

export const CONTROL_CHARACTER_MESSAGE = 'El texto contiene caracteres de control no admitidos.';
export const LINE_BREAK_MESSAGE = 'Este campo va en una sola línea: quita los saltos de línea.';

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

export function isOneLine(text: string): boolean {
  return !LINE_BREAK.test(text) && !CONTROL.test(text);
}

/** The paths ('a.b.0') of every string in a parsed JSON value that holds a control character. */
export function controlCharacterPaths(value: unknown, at: string[] = []): string[] {
  if (typeof value === 'string') {
    return hasControlCharacter(value) ? [at.length > 0 ? at.join('.') : '_'] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    // A key is text too.
    if (hasControlCharacter(key)) found.push([...at, '_'].join('.'));
    found.push(...controlCharacterPaths(inner, [...at, key]));
  }
  return found;
}
