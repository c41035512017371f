// How many clichés and misleading claims a text holds, in words (the result and the paste box).

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** @example findingsText(2, 1) // '1 afirmación engañosa y 1 frase hecha' */
export function findingsText(total: number, misleading: number): string {
  const cliches = total - misleading;
  const parts = [
    misleading > 0 && count(misleading, 'afirmación engañosa', 'afirmaciones engañosas'),
    cliches > 0 && count(cliches, 'frase hecha', 'frases hechas'),
  ].filter((part): part is string => typeof part === 'string');
  return parts.join(' y ');
}

/** Before each misleading claim in a list. */
export const MISLEADING_LABEL = 'Afirmación engañosa';
