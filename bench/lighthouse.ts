// Lighthouse (mobile profile, its default) for /login against the whole portal on the built SPA,
// in Debian's Chromium. Part of `npm run bench`; scores are reported, never asserted.
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestPortal } from '../tests/e2e/helpers/portal-harness';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, string>;
}

export async function lighthouseLogin(): Promise<LighthouseScores> {
  const portal = await startTestPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
      // A Japanese user's browser: /login is sent prerendered in Japanese (the gateway reads Accept-Language).
      '--accept-lang=ja-JP,ja',
    ],
  });
  try {
    const result = await lighthouse(`${portal.url}/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string): string => audits[id]?.displayValue ?? '-';
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics: {
        'First Contentful Paint': metric('first-contentful-paint'),
        'Largest Contentful Paint': metric('largest-contentful-paint'),
        'Total Blocking Time': metric('total-blocking-time'),
        'Cumulative Layout Shift': metric('cumulative-layout-shift'),
        'Speed Index': metric('speed-index'),
      },
    };
  } finally {
    chrome.kill();
    await portal.close();
  }
}

// `npx tsx bench/lighthouse.ts` (after a build): Lighthouse alone, for the built SPA in dist/app.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename) {
  const scores = await lighthouseLogin();
  console.log(`performance ${scores.performance}   accessibility ${scores.accessibility}   best practices ${scores.bestPractices}`);
  for (const [name, value] of Object.entries(scores.metrics)) console.log(`  ${name.padEnd(26)} ${value}`);
}
