// The committed generated code must be exactly what `npm run codegen` makes from schema/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';
import { renderOpenApiArtifacts } from '../../scripts/openapi-codegen';

const root = resolve(import.meta.dirname, '../..');

function committed(path: string): string {
  return readFileSync(resolve(root, path), 'utf8');
}

describe('generated code is in step with schema/', () => {
  it('GraphQL: SPA documents and gateway resolver types', async () => {
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const path = output.filename.startsWith(root) ? output.filename.slice(root.length + 1) : output.filename;
      expect(committed(path), `${path} is stale: run npm run codegen`).toBe(output.content);
    }
  });

  it('REST: gateway client types and account-service route schemas', async () => {
    for (const [path, content] of Object.entries(await renderOpenApiArtifacts())) {
      expect(committed(path), `${path} is stale: run npm run codegen`).toBe(content);
    }
  });
});
