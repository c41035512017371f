// Every :hover rule of the site's style sheets sits in `@media (hover: hover)`: on a phone a tap
// left a hover style on after it (a darker button until the next tap elsewhere) and restyled the
// page in the tap's frame (issue 27).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rulesOf } from '../../core/testing/css-rules';

describe('hover styles', () => {
  it('the reader finds rules and the at-rules around them', () => {
    const rules = rulesOf(
      'a { color: red; }\n/* b:hover { } */\n@media (hover: hover) { a:hover { color: blue; } }\n.c:hover{x:y}',
    );
    expect(rules).toEqual([
      { selector: 'a', within: [] },
      { selector: 'a:hover', within: ['@media (hover: hover)'] },
      { selector: '.c:hover', within: [] },
    ]);
  });

  it('apply only where a pointer hovers, in every sheet', () => {
    const sheets = readdirSync(__dirname).filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(5);
    const hovers = sheets.flatMap((sheet) =>
      rulesOf(readFileSync(path.join(__dirname, sheet), 'utf8'))
        .filter((rule) => rule.selector.includes(':hover'))
        .map((rule) => ({ sheet, ...rule })),
    );
    expect(hovers.length).toBeGreaterThan(5);
    const bare = hovers.filter((rule) => !rule.within.includes('@media (hover: hover)'));
    expect(bare).toEqual([]);
  });
});
