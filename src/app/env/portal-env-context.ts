import { createContext, useContext } from 'react';
import { defaultPortalEnv, type PortalEnv } from './portal-env';

export const PortalEnvContext = createContext<PortalEnv>(defaultPortalEnv);

export function usePortalEnv(): PortalEnv {
  return useContext(PortalEnvContext);
}
