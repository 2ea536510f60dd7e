/** Short hash of schema/gateway.graphql, set by vite.config.ts `define` (absent under vitest). */
declare const __PORTAL_SCHEMA_VERSION__: string | undefined;
