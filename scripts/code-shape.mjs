// The code's shape, measured: lines per folder, long files and functions, comment density, comments
// that go stale (timings, sizes, issue numbers) and `export *`. `node scripts/code-shape.mjs [--json]`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { rootDir } from './lib/config.mjs';

const FOLDERS = ['site', 'core', 'server', 'netlify', 'scripts', 'e2e', 'studio'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /(\.test\.|\.spec\.|\/testing\/|^e2e\/)/;
const GENERATED = /(^studio\/sanity\.types\.ts|\/migrations\/|\.d\.ts$|^studio\/schema\.json)/;
const STALE_MEASURE = /\b\d[\d.,]*\s?(ms|KB|kB|µs)\b/;
const ISSUE_NUMBER = /\b(issue|issues|task)\s+#?\d+|#\d{2,}\b/i;

/** Files under version control (the work tree's, so uncommitted work counts). */
export function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: rootDir,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((file) => SOURCE.test(file) && !GENERATED.test(file))
    .filter((file) => FOLDERS.some((folder) => file.startsWith(`${folder}/`)));
}

/** Each line of a file as code, comment or blank, by the parser's comment ranges. */
function classify(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const ranges = new Map();
  const collect = (pos) => {
    for (const range of ts.getLeadingCommentRanges(text, pos) ?? []) ranges.set(range.pos, range);
    for (const range of ts.getTrailingCommentRanges(text, pos) ?? []) ranges.set(range.pos, range);
  };
  const visit = (node) => {
    collect(node.getFullStart());
    collect(node.getEnd());
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  const lineOf = (pos) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lines = text.split('\n');
  const inComment = lines.map(() => '');
  const commentText = [];
  for (const { pos, end } of ranges.values()) {
    commentText.push(text.slice(pos, end));
    for (let line = lineOf(pos); line <= lineOf(end - 1); line++) {
      const from = Math.max(pos, starts[line]);
      const to = Math.min(end, starts[line] + lines[line].length);
      inComment[line] += text.slice(from, to);
    }
  }
  const kinds = lines.map((line, i) => {
    if (line.trim() === '') return 'blank';
    return inComment[i].trim() === line.trim() ? 'comment' : 'code';
  });
  return { kinds, commentText };
}

/** Functions (declarations, methods, arrows, expressions) with their length in lines. */
function functionsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let name = node.name?.getText(source);
      if (!name && ts.isVariableDeclaration(node.parent)) name = node.parent.name.getText(source);
      if (!name && ts.isCallExpression(node.parent))
        name = `${node.parent.expression.getText(source).slice(0, 40)}(…)`;
      found.push({ file, line: start + 1, name: name ?? '(anonymous)', lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function measure(files = trackedFiles()) {
  const folders = {};
  const longFiles = [];
  const longFunctions = [];
  const staleComments = [];
  const exportStar = [];
  let commentWords = 0;
  let commentLines = 0;
  let codeLines = 0;
  for (const file of files) {
    const text = readFileSync(`${rootDir}/${file}`, 'utf8');
    const { kinds, commentText } = classify(file, text);
    const test = TEST.test(file);
    const folder = file.split('/')[0];
    const entry = (folders[folder] ??= { source: 0, tests: 0 });
    const lines = kinds.filter((kind) => kind !== 'blank').length;
    entry[test ? 'tests' : 'source'] += text.split('\n').length;
    if (test) continue;
    const code = kinds.filter((kind) => kind === 'code').length;
    const comments = kinds.filter((kind) => kind === 'comment').length;
    codeLines += code;
    commentLines += comments;
    for (const comment of commentText) {
      commentWords += comment.split(/\s+/).filter((word) => /\w/.test(word)).length;
      for (const line of comment.split('\n')) {
        if (STALE_MEASURE.test(line) || ISSUE_NUMBER.test(line))
          staleComments.push({ file, text: line.trim().slice(0, 120) });
      }
    }
    if (text.split('\n').length > 300) longFiles.push({ file, lines: text.split('\n').length });
    if (/^\s*export \* from/m.test(text)) exportStar.push(file);
    if (/^(site|core)\//.test(file) && /\.(ts|tsx)$/.test(file))
      for (const fn of functionsOf(file, text)) if (fn.lines > 100) longFunctions.push(fn);
    void lines;
  }
  longFiles.sort((a, b) => b.lines - a.lines);
  longFunctions.sort((a, b) => b.lines - a.lines);
  return {
    folders,
    codeLines,
    commentLines,
    codePerComment: Number((codeLines / Math.max(1, commentLines)).toFixed(2)),
    commentWords,
    longFiles,
    longFunctions,
    staleComments,
    exportStar,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log('lines (source / tests):');
    for (const [folder, { source, tests }] of Object.entries(result.folders))
      console.log(
        `  ${folder.padEnd(8)} ${String(source).padStart(7)} ${String(tests).padStart(7)}`,
      );
    console.log(
      `code lines ${result.codeLines}, comment lines ${result.commentLines} (1 per ${result.codePerComment}), comment words ${result.commentWords}`,
    );
    console.log(`files over 300 lines: ${result.longFiles.length}`);
    for (const { file, lines } of result.longFiles) console.log(`  ${lines} ${file}`);
    console.log(`functions over 100 lines in site/ and core/: ${result.longFunctions.length}`);
    for (const fn of result.longFunctions)
      console.log(`  ${fn.lines} ${fn.file}:${fn.line} ${fn.name}`);
    console.log(
      `comment lines with a timing, size or issue number: ${result.staleComments.length}`,
    );
    console.log(`export *: ${result.exportStar.length}`);
  }
}
