// The GraphQL endpoint's own hooks run on its routes only (whatever spelling of the path the router
// matched), after the hooks every route has, in the order they were added.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRouteHooks } from '../../src/gateway/route-hooks';

describe('addRouteHooks', () => {
  it('runs the hooks on the routes at that path only, every method, in order', async () => {
    const app = Fastify();
    const ran: string[] = [];
    app.addHook('onRequest', (request, _reply, done) => {
      ran.push(`global ${request.method} ${request.url}`);
      done();
    });
    addRouteHooks(app, '/graphql', {
      onRequest: (request, _reply, done) => {
        ran.push(`first ${request.method}`);
        done();
      },
      onResponse: (_request, _reply, done) => {
        ran.push('first onResponse');
        done();
      },
    });
    addRouteHooks(app, '/graphql', {
      onRequest: (_request, _reply, done) => {
        ran.push('second');
        done();
      },
    });
    app.get('/graphql', async () => 'get');
    const declared = (_request: unknown, _reply: unknown, done: () => void) => {
      ran.push('declared');
      done();
    };
    app.post('/graphql', { onRequest: declared }, async () => 'post');
    app.get('/other', async () => 'other');

    await app.inject({ method: 'GET', url: '/other' });
    expect(ran.splice(0)).toEqual(['global GET /other']);
    await app.inject({ method: 'POST', url: '/graphq%6C' });
    expect(ran.splice(0)).toEqual(['global POST /graphq%6C', 'declared', 'first POST', 'second', 'first onResponse']);
    await app.inject({ method: 'HEAD', url: '/graphql' });
    expect(ran.splice(0)).toEqual(['global HEAD /graphql', 'first HEAD', 'second', 'first onResponse']);
    await app.inject({ method: 'PUT', url: '/graphql' });
    expect(ran.splice(0)).toEqual(['global PUT /graphql']);
  });
});
