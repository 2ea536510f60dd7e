// The graphql module instance that mercurius uses. Mercurius is CommonJS and require()s graphql's CJS
// build; a bundler-style ESM import (as under vitest) can load graphql's .mjs build instead, a second
// instance whose instanceof checks reject the first one's schema and errors. Runtime values come from
// here; types may still be imported from 'graphql'. graphql-jit (mercurius' compiler, which the
// trusted documents use too) is loaded the same way, so it shares that instance.
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type * as GraphqlJit from 'graphql-jit';

const require = createRequire(import.meta.url);
export const graphql = require('graphql') as typeof GraphQL;
export const graphqlJit = require('graphql-jit') as typeof GraphqlJit;
