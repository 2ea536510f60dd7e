// Trusted documents: the SPA's operations, registered by hash when it is built (codegen's persisted
// documents, src/app/gql/persisted-documents.json). Each is parsed, validated and compiled by
// graphql-jit once, at start (the query limits are for documents nobody vetted; the tests hold every
// registered one to the default limits); a request that names one by `documentId` runs the compiled
// form at once, with no parsing and no validation. Where browsers must use them (production), a
// browser's full document is refused; programs may still send theirs (docs/api.md, "Trusted documents").
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, GraphQLSchema, ValidationRule, VariableDefinitionNode } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { MercuriusContext } from 'mercurius';
import type { GatewayContext } from './context';
import { executionErrorFormatter, sendRequestErrors } from './error-formatter';
import type { GraphqlRequestBody } from './graphql-http';
import { graphql, graphqlJit } from './graphql-runtime';
import { openPageBudget } from './page-budget';
import { addRouteHooks } from './route-hooks';
import type { CookieNames } from './session-cookies';

/** `require-for-browsers`: a browser may send only trusted documents (production). `allow-all`: anyone may send any document. */
export type TrustedDocumentsMode = 'require-for-browsers' | 'allow-all';

export interface TrustedDocument {
  operationName: string | null;
  compiled: CompiledQuery;
  /** Its operation's, for the check of a request's variables before they reach graphql-jit (variable-limits.ts). */
  variables: readonly VariableDefinitionNode[];
}

/** A registered document read and checked against a schema's types: everything but its compiled form. */
interface CheckedDocument {
  document: DocumentNode;
  operationName: string | null;
  variables: readonly VariableDefinitionNode[];
}

/**
 * Documents already parsed and validated in this process, by the schema's text, the rules and the
 * document's id: what validation decides depends on nothing else, so a second gateway built in the
 * same process (the tests build hundreds) skips the half of its start that parsing and validating
 * every registered document took. Only valid documents are kept; the compiled form is not, as
 * graphql-jit binds it to one schema instance and its resolvers.
 */
const checkedDocuments = new Map<string, CheckedDocument>();
/** Each validation rule by a number of its own (two rules may share a name, or have none). */
const ruleNumbers = new WeakMap<ValidationRule, number>();
let rulesNumbered = 0;
const ruleNumber = (rule: ValidationRule): number => {
  let number = ruleNumbers.get(rule);
  if (number === undefined) ruleNumbers.set(rule, (number = ++rulesNumbered));
  return number;
};

/** Parses and validates one registered document; throws saying why it does not fit. */
function check(id: string, source: string, schema: GraphQLSchema, validationRules: readonly ValidationRule[], schemaKey: string | undefined): CheckedDocument {
  // The id is the text's hash: a document edited by hand is not the one the build registered. Checked
  // every time (a hash of a few hundred bytes), so a text edited under a known id is still refused.
  if (id !== `sha256:${createHash('sha256').update(source).digest('hex')}`) throw new Error('its id is not the SHA-256 of its text');
  const key = schemaKey === undefined ? undefined : `${schemaKey} ${validationRules.map(ruleNumber).join(',')} ${id}`;
  const known = key === undefined ? undefined : checkedDocuments.get(key);
  if (known) return known;
  const document = graphql.parse(source, { noLocation: true });
  const errors = graphql.validate(schema, document, [...graphql.specifiedRules, ...validationRules]);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join(' '));
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  if (operations.length !== 1) throw new Error('it must hold exactly one operation');
  const checked: CheckedDocument = { document, operationName: operations[0]!.name?.value ?? null, variables: operations[0]!.variableDefinitions ?? [] };
  if (key !== undefined) checkedDocuments.set(key, checked);
  return checked;
}

/** Parses, validates and compiles one registered document; throws saying why it does not fit. */
function prepare(id: string, source: string, schema: GraphQLSchema, validationRules: readonly ValidationRule[], schemaKey: string | undefined): TrustedDocument {
  const { document, operationName, variables } = check(id, source, schema, validationRules, schemaKey);
  const compiled = graphqlJit.compileQuery(schema, document);
  if (!graphqlJit.isCompiledQuery(compiled)) throw new Error(compiled.errors?.map((e) => e.message).join(' ') ?? 'it does not compile');
  return { operationName, compiled, variables };
}

/** A folder that does not exist holds no released manifests; any other failure to read it stops the start. */
const noFolder = (error: NodeJS.ErrnoException): string[] => {
  if (error.code === 'ENOENT') return [];
  throw error;
};

const readManifest = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;

/**
 * Reads this build's manifest (`{ "sha256:<hex>": "<document>" }`) and prepares every document in it
 * (throws naming the first that does not fit), then the released builds' manifests
 * (`persisted-documents.*.json` in `released.dir`), so a page of an earlier release, still open in a
 * browser, keeps working: each of their documents that still fits the schema is trusted too, and one
 * that no longer does (a field removed after its deprecation) is left out and reported.
 */
export async function loadTrustedDocuments(
  file: string,
  schema: GraphQLSchema,
  validationRules: readonly ValidationRule[],
  released?: { dir: string; onLeftOut: (file: string, id: string, why: string) => void },
  /** The schema's SDL: given, what was checked against the same text and rules is not checked again. */
  schemaSdl?: string,
): Promise<Map<string, TrustedDocument>> {
  const schemaKey = schemaSdl === undefined ? undefined : createHash('sha256').update(schemaSdl).digest('base64url');
  const documents = new Map<string, TrustedDocument>();
  for (const [id, source] of Object.entries(await readManifest(file))) {
    try {
      documents.set(id, prepare(id, source, schema, validationRules, schemaKey));
    } catch (error) {
      throw new Error(`Trusted document ${id} in ${file}: ${(error as Error).message}`);
    }
  }
  if (!released) return documents;
  const names = (await readdir(released.dir).catch(noFolder)).filter((name) => /^persisted-documents\..+\.json$/.test(name)).sort();
  for (const name of names) {
    const releasedFile = join(released.dir, name);
    for (const [id, source] of Object.entries(await readManifest(releasedFile))) {
      if (documents.has(id)) continue;
      try {
        documents.set(id, prepare(id, source, schema, validationRules, schemaKey));
      } catch (error) {
        released.onLeftOut(releasedFile, id, (error as Error).message);
      }
    }
  }
  return documents;
}

export interface TrustedDocumentOptions {
  graphqlPath: string;
  mode: TrustedDocumentsMode;
  cookieNames: CookieNames;
  /** Filled in once Mercurius has built the schema the documents are compiled against. */
  documents: () => ReadonlyMap<string, TrustedDocument>;
  /** The context Mercurius gives resolvers, with the reply and the app as Mercurius adds them, for a trusted document's execution. */
  context: (request: FastifyRequest, reply: FastifyReply) => GatewayContext & Pick<MercuriusContext, 'app' | 'reply'>;
}

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every POST and carry the portal's cookies; programs
 * (curl, Node's fetch) send neither. A bearer header changes nothing here: a page could add one.
 */
export function isBrowserRequest(request: FastifyRequest, names: CookieNames): boolean {
  const { headers, cookies } = request;
  return headers.origin !== undefined || headers['sec-fetch-site'] !== undefined || cookies[names.session] !== undefined || cookies[names.attempt] !== undefined;
}

/** Runs trusted documents, and refuses browsers' other documents where the mode says so (before Mercurius' handler). */
export function registerTrustedDocuments(app: FastifyInstance, options: TrustedDocumentOptions): void {
  // The endpoint's own hook (route-hooks.ts), callback-style: a full document passes on with no promise.
  addRouteHooks(app, options.graphqlPath, {
    preHandler: (request, reply, done) => {
      const body = request.body as GraphqlRequestBody;
      if (body.documentId === undefined) {
        if (options.mode === 'require-for-browsers' && isBrowserRequest(request, options.cookieNames)) {
          const message = 'This gateway runs only the portal\'s own operations for browsers: send a documentId.';
          return void sendRequestErrors(request, reply, [{ message, extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED' } }]);
        }
        return done(); // Mercurius parses, checks and runs it.
      }
      const document = options.documents().get(body.documentId);
      if (!document) {
        // The id is not echoed: it came from the client and the message may end up in its logs.
        return void sendRequestErrors(request, reply, [{ message: 'No trusted document has this documentId.', extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' } }]);
      }
      if (body.operationName !== undefined && body.operationName !== document.operationName) {
        return void sendRequestErrors(request, reply, [{ message: 'The document holds no operation of this name.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
      }
      // The operation's name, for the metrics (metrics.ts), as if the client had sent it.
      if (document.operationName !== null) body.operationName = document.operationName;
      const context = options.context(request, reply);
      openPageBudget(context, 'trusted');
      Promise.resolve(document.compiled.query({}, context, body.variables ?? {})).then((execution) => {
        if (!execution.errors?.length) return void reply.send(execution);
        const { statusCode, response } = executionErrorFormatter({ ...execution, errors: execution.errors }, context as GatewayContext & MercuriusContext);
        reply.code(statusCode).send(response);
      }, done);
    },
  });
}
