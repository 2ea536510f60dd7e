// The graphql module instance that mercurius uses. Mercurius is CommonJS and require()s graphql's CJS
// build; a bundler-style ESM import (as under vitest) can load graphql's .mjs build instead, a second
// instance whose instanceof checks reject the first one's schema and errors. Runtime values come from
// here; types may still be imported from 'graphql'.
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;
