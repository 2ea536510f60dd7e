// The results of the accessibility statement (/accessibility), as the test run writes them:
// tests/e2e/accessibility-results.test.ts audits every page at every width in both languages with axe
// and fails when this file differs from what it measured (rewriting it for the developer to commit).
import results from './accessibility-results.json';

export interface AccessibilityPageResult {
  path: string;
  signedIn: boolean;
  /** Serious or critical WCAG 2.1 A/AA violations, per language, one count per width (widths' order). */
  violations: Record<'ja' | 'en', number[]>;
}

export interface AccessibilityResults {
  /** The day these results last changed (YYYY-MM-DD). */
  measuredOn: string;
  /** axe-core's version. */
  axeVersion: string;
  widths: number[];
  pages: AccessibilityPageResult[];
}

export const accessibilityResults: AccessibilityResults = results;
