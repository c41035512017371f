// Keyboard-only helpers for the keyboard specs: a visible focus at every stop, Tab to a target, typing.
import { expect, type Locator, type Page } from '@playwright/test';

/** A description of the focused element, or why its focus cannot be seen. */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'focus is on the page body';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const name = el.outerHTML.slice(0, 100);
    if (!outline && !shadow) return `no outline or box-shadow on ${name}`;
    if (outline) {
      // The ring is drawn outside the element (offset), so it must stand out from what is behind.
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let behind = 'rgb(255, 255, 255)';
      for (let node = el.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        const alpha = rgb(background)[3] ?? 1;
        if (alpha > 0.5) {
          behind = background;
          break;
        }
      }
      const [light, dark] = [luminance(style.outlineColor), luminance(behind)].sort(
        (a, b) => b - a,
      );
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      if (ratio < 3)
        return `focus ring ${style.outlineColor} on ${behind}: ${ratio.toFixed(2)}:1 on ${name}`;
    }
    // Hidden behind something else (the sticky header, a banner)? Check the middle of the box.
    const box = el.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height, 40) / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (!top || !(el.contains(top) || top.contains(el) || el.closest('label')?.contains(top))) {
      return `${name} is covered by ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`;
    }
    return null;
  });
}

export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way must show its focus. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusProblem(page)).toBeNull();
    if (await isFocused(target)) return;
  }
  throw new Error(`${target.toString()} not reached with ${max} presses of Tab`);
}

export async function typeInto(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  expect(await focusProblem(page)).toBeNull();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenido')).toBeFocused();
}

/** What the live regions of the main content say now (regions with nothing to say are left out). */
export const liveText = async (page: Page) =>
  (await page.locator('main [aria-live="polite"], main [role="status"]').allInnerTexts()).filter(
    (text) => text.trim() !== '',
  );
