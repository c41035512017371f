import { externaliseInlineScripts } from './inline-scripts';

describe('externaliseInlineScripts', () => {
  it('moves an inline script into a file named by its content hash', () => {
    const { html, files } = externaliseInlineScripts(
      '<body><script id="x">window.a=1;</script></body>',
    );
    expect(files.size).toBe(1);
    const [name, body] = [...files][0] ?? [];
    expect(body).toBe('window.a=1;');
    expect(name).toMatch(/^[0-9a-f]{20}\.js$/);
    expect(html).toBe(`<body><script src="/_inline/${name}" id="x"></script></body>`);
  });

  it('gives the same file to the same content on different pages', () => {
    const a = externaliseInlineScripts('<script>shared()</script>');
    const b = externaliseInlineScripts('<p>otra</p><script>shared()</script>');
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  });

  it('keeps scripts with src, JSON-LD data blocks and empty scripts as they are', () => {
    const input =
      '<script src="/app.js" async></script><script type="application/ld+json">{"a":1}</script><script></script>';
    const { html, files } = externaliseInlineScripts(input);
    expect(html).toBe(input);
    expect(files.size).toBe(0);
  });

  it('keeps the order of several scripts', () => {
    const { html, files } = externaliseInlineScripts(
      '<script>first()</script><script src="/b.js"></script><script>third()</script>',
    );
    const names = [...files.keys()];
    expect(html).toBe(
      `<script src="/_inline/${names[0]}"></script><script src="/b.js"></script><script src="/_inline/${names[1]}"></script>`,
    );
  });
});
