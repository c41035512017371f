// The proof that a guide is an editor's job: a seed with one more guideArticle must show it
// everywhere (page, index, previous/next, sitemap, JSON-LD, OG image, letter-case redirects).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const EXTRA_GUIDE = {
  _id: 'guide.prueba-editor',
  _type: 'guideArticle',
  title: 'Guía de prueba añadida por un editor',
  heading: 'Una guía que solo existe en el contenido',
  description:
    'Guía de prueba creada solo en el conjunto de datos, sin tocar el código, para comprobar que el sitio la publica entera.',
  keywords: ['guía de prueba'],
  tags: ['prueba'],
  slug: { _type: 'slug', current: 'guia-inmobiliarios/guia-de-prueba-editor' },
  excerpt: 'Una guía que un editor añade desde Sanity Studio.',
  author: { _type: 'reference', _ref: 'author.equipo' },
  publishedAt: '2026-11-23T08:00:00Z',
  modifiedAt: '2026-11-23T09:00:00Z',
  body: [
    {
      _type: 'block',
      _key: 'p1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's1', marks: [], text: 'Texto escrito por el editor.' }],
    },
  ],
};

/** The extra guide goes last; returns the previous last guide's path. */
export function writeSeedWithExtraGuide(seedFile, outFile) {
  const docs = readFileSync(seedFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
  const guides = docs.filter((doc) => doc._type === 'guideArticle');
  const last = guides.reduce((a, b) => (Number(b.order) > Number(a.order) ? b : a));
  const extra = { ...EXTRA_GUIDE, order: Number(last.order) + 1 };
  writeFileSync(outFile, [...docs, extra].map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  return `/${last.slug.current}`;
}

/** Returns the list of what is missing. */
export function checkExtraGuide(publicDir, previousPath) {
  const guidePath = `/${EXTRA_GUIDE.slug.current}`;
  const page = (route) => path.join(publicDir, route, 'index.html');
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const html = read(page(guidePath));
  const problems = [];
  const expect = (ok, what) => {
    if (!ok) problems.push(what);
  };
  expect(html !== '', `${guidePath}/index.html was not built`);
  expect(
    new RegExp(`<title[^>]*>${EXTRA_GUIDE.title}`).test(html),
    'the page title is the document title',
  );
  expect(html.includes(EXTRA_GUIDE.heading), 'the page shows the document heading');
  expect(html.includes('Texto escrito por el editor.'), 'the page shows the body');
  expect(/"@type":"Article"/.test(html), 'the page carries Article JSON-LD');
  expect(/"@type":"BreadcrumbList"/.test(html), 'the page carries its breadcrumb');
  expect(html.includes(`href="${previousPath}"`), 'the page links to the guide before it');
  expect(read(page(previousPath)).includes(`href="${guidePath}"`), 'the guide before links to it');
  expect(read(page('/guia-inmobiliarios')).includes(`href="${guidePath}"`), 'the index lists it');
  expect(read(path.join(publicDir, 'sitemap.xml')).includes(guidePath), 'the sitemap lists it');
  // The not-found function's list for redirecting '/Guia-Inmobiliarios/...' in any letter case.
  const pagePaths = read(path.join(publicDir, 'page-paths.json'));
  expect(
    pagePaths !== '' && JSON.parse(pagePaths).includes(guidePath),
    'page-paths.json lists it (its address in capitals redirects to it)',
  );
  const og = `og/${EXTRA_GUIDE.slug.current.replace(/\//g, '--')}.png`;
  expect(existsSync(path.join(publicDir, og)), `its Open Graph image ${og} exists`);
  expect(html.includes(og), 'the page points to its Open Graph image');
  return problems;
}
