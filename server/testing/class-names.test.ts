import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { classUse, classesDefinedIn, reachableFiles, selectorsIn } from './class-names';

describe('the selectors of a style sheet', () => {
  it('lists each selector of a list, inside at-rules too, with the classes it needs', () => {
    const css = `/* .commented { } */
      .a, .b .c > p { color: red; }
      @media print { .d:hover, tr { display: none; } }`;
    expect(selectorsIn(css)).toEqual([
      { selector: '.a', classes: ['a'] },
      { selector: '.b .c > p', classes: ['b', 'c'] },
      { selector: '.d:hover', classes: ['d'] },
      { selector: 'tr', classes: [] },
    ]);
  });

  it('needs no class of :not() or :is(), and those of :has()', () => {
    const [not, is, has] = selectorsIn(
      '.a:not(:has(.b:not(.c))) {} .d > :is(.e, .f) {} .g:has(.h) {}',
    );
    expect(not?.classes).toEqual(['a']);
    expect(is?.classes).toEqual(['d']);
    expect(has?.classes).toEqual(['g', 'h']);
    expect([...classesDefinedIn('.a:not(.c) {} .d { background: url(x.png) }')]).toEqual([
      'a',
      'c',
      'd',
    ]);
  });
});

describe('the classes a page’s code can use', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'class-names-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, text: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, text);
    return full;
  };

  it('follows relative imports, static and lazy, and reads class strings only', () => {
    const page = file(
      'page.tsx',
      `import Part from './part';
       const Lazy = React.lazy(() => import('./lazy'));
       export default () => <main className="page"><Part kind="not-a-class" /></main>;`,
    );
    file('part.tsx', `export default ({ className = 'part' }) => <b className={className} />;`);
    file(
      'lazy.tsx',
      `const tone = (v: number) => (v < 0 ? 'is-negative' : 'is-positive');
       export default ({ v, s }) => <i className={\`lazy lazy--\${s} \${tone(v)}\`} />;`,
    );
    file('unused.tsx', `export default () => <u className="unused" />;`);
    const files = reachableFiles([page]);
    expect([...files].map((f) => path.basename(f)).sort()).toEqual([
      'lazy.tsx',
      'page.tsx',
      'part.tsx',
    ]);
    const uses = classUse(files);
    for (const used of ['page', 'part', 'lazy', 'lazy--big', 'is-negative', 'is-positive']) {
      expect([used, uses(used)]).toEqual([used, true]);
    }
    for (const unused of ['not-a-class', 'unused', 'lazier', 'tone']) {
      expect([unused, uses(unused)]).toEqual([unused, false]);
    }
  });
});
