import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [path, sel] = process.argv.slice(2);
for (let i = 0; i < 5; i++) {
const ctx = await b.newContext();
const p = await ctx.newPage();
p.on('pageerror', e => console.log('ERR', e.message));
p.on('console', m => m.type()==='error' && console.log('CONSOLE', m.text()));
await p.goto('http://localhost:8962' + path);
await p.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
await p.evaluate(() => window.dispatchEvent(new PointerEvent('pointerdown')));
const t0 = Date.now();
const out = [];
for (let k = 0; k < 12; k++) {
  out.push(await p.evaluate((s) => [document.documentElement.dataset.toolWaits, document.querySelector(s)?.dataset.ready, document.querySelector(s)?.dataset.static].join('/'), sel));
  await p.waitForTimeout(250);
}
console.log(out.join(' '));
await ctx.close();
}
await b.close();
