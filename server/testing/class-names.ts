// Which CSS classes a page's code can put in its markup, read from the source its component
// imports: the strings given to a class attribute, a template string as every class that begins
// with its fixed part. page-styles.test.ts holds each route to the style sheets it is given.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { rulesOf } from '../../core/testing/css-rules';

interface SourceFacts {
  imports: string[];
  classStrings: string[];
}

const facts = new Map<string, SourceFacts>();

/** A file's relative imports and the strings it gives to class attributes, read once. */
function read(file: string): SourceFacts {
  const known = facts.get(file);
  if (known) return known;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports: string[] = [];
  const classStrings: string[] = [];
  // A class expression that names one of the file's own values takes that value's strings too.
  const declared = new Map<string, ts.Node[]>();
  const declare = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declared.set(node.name.text, [...(declared.get(node.name.text) ?? []), node.initializer]);
    } else if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      declared.set(node.name.text, [...(declared.get(node.name.text) ?? []), node.body]);
    }
    ts.forEachChild(node, declare);
  };
  declare(source);
  const followed = new Set<ts.Node>();
  // A template's fixed parts, with a NUL where an expression stands.
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      classStrings.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      classStrings.push(
        node.head.text + node.templateSpans.map((span) => `\u0000${span.literal.text}`).join(''),
      );
    } else if (ts.isIdentifier(node)) {
      for (const value of declared.get(node.text) ?? []) {
        if (followed.has(value)) continue;
        followed.add(value);
        collect(value);
      }
    }
    ts.forEachChild(node, collect);
  };
  const namesClass = (name: ts.Node | undefined) =>
    name !== undefined && /class/i.test(name.getText(source));
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      imports.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      imports.push(node.arguments[0].text);
    }
    if (ts.isJsxAttribute(node) && namesClass(node.name) && node.initializer) {
      collect(node.initializer);
    } else if (ts.isPropertyAssignment(node) && namesClass(node.name)) {
      collect(node.initializer);
    } else if (
      (ts.isVariableDeclaration(node) || ts.isBindingElement(node) || ts.isParameter(node)) &&
      namesClass(node.name) &&
      node.initializer
    ) {
      collect(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const result = { imports, classStrings };
  facts.set(file, result);
  return result;
}

/** The TypeScript file a relative import names, or undefined (a package, a style sheet, JSON). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) =>
      /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every source file reachable from `entries` through relative imports, the entries included. */
export function reachableFiles(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of read(file).imports) {
      const target = resolveImport(file, specifier);
      if (target) pending.push(target);
    }
  }
  return seen;
}

const CLASS = /^-?[_a-zA-Z][\w-]*$/;

/** Whether the code of `files` can give an element the class, whole or by a template's start. */
export function classUse(files: Iterable<string>): (className: string) => boolean {
  const whole = new Set<string>();
  const starts = new Set<string>();
  for (const file of files) {
    for (const text of read(file).classStrings) {
      for (const token of text.split(/\s+/)) {
        const [head = '', ...rest] = token.split('\u0000');
        if (rest.length > 0) {
          if (head !== '' && CLASS.test(head)) starts.add(head);
        } else if (CLASS.test(token)) whole.add(token);
      }
    }
  }
  const startList = [...starts];
  return (className) =>
    whole.has(className) || startList.some((start) => className.startsWith(start));
}

/** Splits at the commas outside parentheses (`.a, :is(.b, .c)` is two selectors). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current].map((part) => part.trim()).filter(Boolean);
}

// A selector without the arguments of :not(), :is() and :where(), which require none of their
// classes; :has(…) keeps its own (the element must contain one that has them).
function requiredPart(selector: string): string {
  let out = '';
  let skipping = 0;
  let depth = 0;
  for (const char of selector) {
    if (char === '(') {
      depth += 1;
      if (!skipping && /:(not|is|where)$/.test(out)) skipping = depth;
    }
    if (!skipping) out += char;
    if (char === ')') {
      if (skipping === depth) skipping = 0;
      depth -= 1;
    }
  }
  return out;
}

/** The class names a selector, or part of one, names. */
const classesNamedIn = (selector: string): string[] =>
  [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? '');

/** Every selector of a style sheet (at-rules too), with the classes it requires to apply. */
export function selectorsIn(css: string): { selector: string; classes: string[] }[] {
  return rulesOf(css).flatMap((rule) =>
    splitTopLevel(rule.selector).map((selector) => ({
      selector,
      classes: classesNamedIn(requiredPart(selector)),
    })),
  );
}

/** The class names a style sheet's selectors name, inside parentheses too. */
export function classesDefinedIn(css: string): Set<string> {
  return new Set(selectorsIn(css).flatMap(({ selector }) => classesNamedIn(selector)));
}
