// The one reader of numbers as Spanish users type them ('1.250,50 €'), for every form and link.

/** What a typed text holds: nothing, something that is not a number, or a number. */
export type NumberReading =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | {
      kind: 'number';
      value: number;
      /** Written like English thousands ('185,000'): read as the decimal comma, worth a second look. */
      englishThousands: boolean;
    };

/** ARCHITECTURE.md, difference 3. */
export const NUMBER_MESSAGES = {
  invalid: 'Escribe un número, por ejemplo 1.250,50',
  required: 'Este campo es obligatorio',
  englishThousands: (typed: string, meant: string) =>
    `¿Querías escribir ${meant}? En España los miles se separan con punto: «${typed}» se lee como un número con decimales.`,
} as const;

const THOUSANDS: Readonly<Record<'.' | ',', RegExp>> = {
  '.': /^\d{1,3}(\.\d{3})+$/,
  ',': /^\d{1,3}(,\d{3})+$/,
};

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function decimalSeparator(body: string): '.' | ',' | undefined {
  const dots = count(body, '.');
  const commas = count(body, ',');
  // Both: the later one is the decimal separator ('1.250,50', and the English '1,250.50').
  if (dots > 0 && commas > 0) return body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  // Spanish decimal comma ('3,5', '1250,5'); several commas can only be groups ('1,250,000').
  if (commas > 0) return commas === 1 ? ',' : undefined;
  if (dots !== 1) return undefined;
  // One dot: '250.000' and '1.250' are thousands; '3.5', '3.50', '0.125', '1234.5' are decimals.
  return THOUSANDS['.'].test(body) && !body.startsWith('0') ? undefined : '.';
}

function canonical(body: string): string | undefined {
  const decimal = decimalSeparator(body);
  const parts = decimal ? body.split(decimal) : [body];
  if (parts.length > 2) return undefined;
  const [whole = '', fraction = ''] = parts;
  if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return undefined;
  let integer = whole;
  if (!/^\d*$/.test(whole)) {
    const group = whole.includes('.') ? '.' : ',';
    if (!THOUSANDS[group].test(whole)) return undefined;
    integer = whole.split(group).join('');
  }
  return `${integer || '0'}.${fraction || '0'}`;
}

/** One comma, exactly three digits after it, one to three before (no leading 0): '185,000'. */
const ENGLISH_THOUSANDS = /^[1-9]\d{0,2},\d{3}$/;

/**
 * A single dot before exactly three digits is a thousands separator ('1.250' -> 1250), else a
 * decimal point; a single comma is always decimal ('1,250' -> 1.25, flagged `englishThousands`).
 * @example readSpanishNumber('1.250,50 €') // { kind: 'number', value: 1250.5, englishThousands: false }
 */
export function readSpanishNumber(text: unknown): NumberReading {
  if (typeof text === 'number') {
    return Number.isFinite(text)
      ? { kind: 'number', value: text === 0 ? 0 : text, englishThousands: false }
      : { kind: 'invalid' };
  }
  if (text === undefined || text === null) return { kind: 'empty' };
  if (typeof text !== 'string') return { kind: 'invalid' };
  let body = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€|eur(os?)?$|%/gi, '')
    .replace(/\u2212/g, '-');
  if (body === '') return text.trim() === '' ? { kind: 'empty' } : { kind: 'invalid' };
  let sign = 1;
  if (body.startsWith('-') || body.startsWith('+')) {
    sign = body.startsWith('-') ? -1 : 1;
    body = body.slice(1);
  }
  if (!/^[\d.,]+$/.test(body)) return { kind: 'invalid' };
  const normalised = canonical(body);
  if (normalised === undefined) return { kind: 'invalid' };
  const value = sign * Number(normalised);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  return {
    kind: 'number',
    value: value === 0 ? 0 : value,
    englishThousands: ENGLISH_THOUSANDS.test(body),
  };
}

/** Undefined when empty or not a number. */
export function spanishNumberOrUndefined(text: unknown): number | undefined {
  const reading = readSpanishNumber(text);
  return reading.kind === 'number' ? reading.value : undefined;
}
