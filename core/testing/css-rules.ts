// The style rules of a sheet, read without a CSS library: what the tests on the site's sheets
// check (site/styles/hover.test.ts, server/testing/class-names.ts for server/build/page-styles.test.ts).

/** The selectors of every style rule with the at-rules around it, from a sheet without strings holding braces. */
export function rulesOf(css: string): { selector: string; within: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { selector: string; within: string[] }[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      const prelude = text.slice(start, i).trim().replace(/\s+/g, ' ');
      if (!prelude.startsWith('@')) rules.push({ selector: prelude, within: [...stack] });
      stack.push(prelude);
      start = i + 1;
    } else if (char === '}') {
      stack.pop();
      start = i + 1;
    } else if (char === ';') {
      start = i + 1;
    }
  }
  return rules;
}
