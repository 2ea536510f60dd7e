// Mock mode in the browser (`npm run dev:mock`): the Apollo link that runs the mocked schema in the
// page, the error scenario from the URL or the panel, and a snapshot of the state across reloads.
// main.tsx imports this module only when import.meta.env.MODE === 'mock': it never reaches a build.
import { ApolloLink, Observable } from '@apollo/client/core';
import { SchemaLink } from '@apollo/client/link/schema';
import typeDefs from '../../../schema/gateway.graphql?raw';
import { defaultPortalEnv, type PortalEnv } from '../env/portal-env';
import type { MockContext } from './mock-resolvers';
import { errorCodesOf } from './mock-scenarios';
import { createMockSchema } from './mock-schema';
import { MockState, type MockStateData } from './mock-state';

/** sessionStorage key of the chosen error scenario (an ErrorCode), kept until cleared. */
export const mockScenarioStorageKey = 'portal.mock-scenario';
/** sessionStorage key of the mock back end's state: like cookies, the portal's own clean-up leaves it. */
export const mockStateStorageKey = 'account-portal-mock.state';
/** The URL switch: ?mockError=CODE chooses a scenario, ?mockError= clears it. */
export const mockScenarioParam = 'mockError';

export const mockPortalEnv: PortalEnv = { ...defaultPortalEnv, buildVersion: 'mock', supportContact: 'モック環境（サポート窓口なし）' };

function loadState(): MockState {
  const save = (data: MockStateData) => {
    try {
      sessionStorage.setItem(mockStateStorageKey, JSON.stringify(data));
    } catch {
      // A full or blocked storage only costs the state on reload.
    }
  };
  try {
    const saved = sessionStorage.getItem(mockStateStorageKey);
    if (saved) return new MockState(JSON.parse(saved) as MockStateData, save);
  } catch {
    // A broken snapshot: start afresh.
  }
  return new MockState(undefined, save);
}

export function readScenario(): string | null {
  try {
    return sessionStorage.getItem(mockScenarioStorageKey) || null;
  } catch {
    return null;
  }
}

const scenarioListeners = new Set<() => void>();
export function subscribeScenario(listener: () => void): () => void {
  scenarioListeners.add(listener);
  return () => scenarioListeners.delete(listener);
}

export function writeScenario(code: string | null): void {
  if (code) sessionStorage.setItem(mockScenarioStorageKey, code);
  else sessionStorage.removeItem(mockScenarioStorageKey);
  for (const listener of scenarioListeners) listener();
}

const { schema, state } = createMockSchema({ typeDefs, state: loadState() });
/** Every ErrorCode of schema/gateway.graphql, in its order. */
export const mockErrorCodes = errorCodesOf(schema);
export const mockState = state;

/** Takes ?mockError= from the address (and out of it): a known code is kept, an empty one clears. */
export function applyUrlScenario(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(mockScenarioParam)) return;
  const code = url.searchParams.get(mockScenarioParam) ?? '';
  if (code === '' || mockErrorCodes.includes(code)) writeScenario(code || null);
  else console.warn(`[mock] unknown ErrorCode ${code}; known: ${mockErrorCodes.join(', ')}`);
  url.searchParams.delete(mockScenarioParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A little latency, so loading states show as they would over a network. */
function delayLink(ms: number): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: { unsubscribe: () => void } | undefined;
        const timer = setTimeout(() => {
          subscription = forward(operation).subscribe(observer);
        }, ms);
        return () => {
          clearTimeout(timer);
          subscription?.unsubscribe();
        };
      }),
  );
}

export function createMockLink(latencyMs = 250): ApolloLink {
  const context = (): MockContext => ({ bearer: null, mockError: readScenario() });
  return ApolloLink.from([delayLink(latencyMs), new SchemaLink({ schema, context })]);
}
