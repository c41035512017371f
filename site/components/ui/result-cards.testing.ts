// Reads a drawn result card back for the tests; no-break spaces read as plain ones.

export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

export function cardOf(container: HTMLElement, field: string) {
  const value = container.querySelector(`[data-result="${field}"]`);
  const box = value?.closest('.result-card') ?? null;
  return {
    label: box?.querySelector('.result-card__label')?.textContent,
    value: plain(value?.textContent),
    dataValue: value?.getAttribute('data-value'),
    hint: box?.querySelector('.result-card__hint')?.textContent,
    box,
  };
}

export const labelsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.result-card__label')].map((p) => p.textContent);
