// Lighthouse (mobile profile, its default) for /login against the whole portal on the built SPA,
// in Debian's Chromium. Part of `npm run bench`; scores are reported, never asserted.
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
