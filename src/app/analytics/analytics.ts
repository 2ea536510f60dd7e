import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { usePortalEnv } from '../env/portal-env-context';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Adds the analytics tag (allowed by the CSP through its origin, only when configured). */
export function loadAnalyticsScript(scriptUrl: string): void {
  if (document.querySelector('script[data-portal-analytics]')) return;
  window.dataLayer ??= [];
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.portalAnalytics = '';
  document.head.append(script);
}

/** A page view: the path only, never the query or hash (a reset token, an e-mail) nor anything personal. */
export function reportPageView(pathname: string): void {
  (window.dataLayer ??= []).push({ event: 'page_view', page_path: pathname });
}

/** Loads the tag once and reports each route change; does nothing at all when analytics is not configured. */
export function useAnalytics(): void {
  const { analytics } = usePortalEnv();
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const reported = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if (analytics) loadAnalyticsScript(analytics.scriptUrl);
  }, [analytics]);

  useEffect(() => {
    if (!analytics || reported.current?.key === key) return;
    const last = reported.current;
    reported.current = { key, pathname };
    // A page tidying its own address (a reset link dropping its token) is not another page view.
    if (navigationType === 'REPLACE' && last?.pathname === pathname) return;
    reportPageView(pathname);
  }, [analytics, key, pathname, navigationType]);
}
