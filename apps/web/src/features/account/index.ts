// The account feature's public surface. Its pages (login, redirect, register/recover/reset) and
// the logout dialog are loaded lazily by the shell; the session itself lives in kernel/session.
export { AccountMenu } from './AccountMenu.tsx';
export { RegistrationGate } from './RegistrationGate.tsx';
export { RegistrationGateContext, useRegistrationGateActive } from './gate.ts';
