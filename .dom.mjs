import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
for (const route of process.argv.slice(2)) {
  const p = await ctx.newPage();
  await p.goto('http://localhost:8962' + route);
  const r = await p.evaluate(() => {
    const out = [];
    const walk = (el, depth) => {
      for (const c of el.children) {
        const n = c.querySelectorAll('*').length + 1;
        const top = Math.round(c.getBoundingClientRect().top);
        const h = Math.round(c.getBoundingClientRect().height);
        if (n > 25) out.push(`${'  '.repeat(depth)}${c.tagName.toLowerCase()}.${[...c.classList].join('.')} nodes=${n} top=${top} h=${h}`);
        if (n > 100 && depth < 6) walk(c, depth + 1);
      }
    };
    walk(document.body, 0);
    return [document.querySelectorAll('*').length, document.documentElement.scrollHeight, out.join('\n')];
  });
  console.log(route, 'total', r[0], 'height', r[1]); console.log(r[2]);
  await p.close();
}
await b.close();
