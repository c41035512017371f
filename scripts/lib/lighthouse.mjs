// Lighthouse for the benchmark: mobile, simulated throttling, the median of several runs per route.
import lighthouse from 'lighthouse';
import { median } from './median.mjs';

const score = (category) => (category?.score == null ? Number.NaN : category.score * 100);

/** One Lighthouse run (mobile, simulated throttling) of `url`: its figures. */
export async function lighthouseRun(chrome, url) {
  // A trace Chromium failed to record (NO_NAVSTART and the like) is retried, not counted.
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result.lhr.runtimeError) break;
    console.warn(`  Lighthouse (intento ${attempt}): ${result.lhr.runtimeError.code}`);
  }
  const { categories, audits } = result.lhr;
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories['best-practices']),
    seo: score(categories.seo),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    // Lighthouse's measure of the host's CPU (a Pixel 5 scores about 1000: Chrome DevTools'
    // panels/mobile_throttling/CalibrationController.ts, midScore): its 4× slowdown
    // emulates a phone only as well as the host holds steady.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? Number.NaN,
    failing: Object.values(result.lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null)
      .filter((ref) => audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

/** The medians of each figure of several `lighthouseRun`s of one page. */
export function lighthouseMedian(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    benchmarkIndexes: samples.map((sample) => sample.benchmarkIndex),
    failing: [...new Set(samples.flatMap((sample) => sample.failing))],
  };
}
