import { createContext, useContext } from 'react';

/** True while the registered-users-only gate covers the page; provided by the shell. */
export const RegistrationGateContext = createContext(false);

/** Whether the registration gate is showing (the cookie dialog stays hidden meanwhile). */
export function useRegistrationGateActive(): boolean {
  return useContext(RegistrationGateContext);
}
