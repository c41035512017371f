import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const route of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const p = await ctx.newPage();
  await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
  await p.goto('http://localhost:8962' + route, { waitUntil: 'load' });
  await p.waitForTimeout(1500);
  const buf = await b.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const fcp = ev.find(e => e.name === 'firstContentfulPaint');
  const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? ev.find(e => e.name === 'navigationStart');
  const t0 = nav.ts;
  const sums = {};
  for (const e of ev) {
    if (e.ph !== 'X' || !e.dur) continue;
    if (e.ts > fcp.ts) continue;
    if (!['ParseHTML','Layout','UpdateLayoutTree','Paint','PrePaint','Layerize','EvaluateScript','FunctionCall','ParseAuthorStyleSheet','RunTask','HitTest','Commit','PaintImage','ScheduleStyleRecalculation','v8.compile','CompileScript'].includes(e.name)) continue;
    sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
  }
  const lcps = ev.filter(e => e.name === 'largestContentfulPaint::Candidate').map(e => Math.round((e.ts - t0)/1000) + ':' + e.args?.data?.size);
  console.log(route, 'FCP', Math.round((fcp.ts - t0)/1000), 'LCP cands', lcps.join(','), Object.entries(sums).map(([k,v]) => `${k} ${v.toFixed(1)}`).join(', '));
  await ctx.close();
}
await b.close();
