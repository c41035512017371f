import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 4; i++) {
const p = await b.newPage();
await p.goto('http://localhost:8962' + process.argv[2]);
await p.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
const a = await p.evaluate(() => ({ ...document.documentElement.dataset }));
await p.waitForTimeout(1500);
const c = await p.evaluate(() => ({ ...document.documentElement.dataset })).catch(e=>e.message);
const d = await p.evaluate(() => ({ ...document.documentElement.dataset }));
console.log(JSON.stringify(a), JSON.stringify(d));
await p.close();
}
await b.close();
