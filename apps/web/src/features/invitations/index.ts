// The invitations feature's public surface: the redeem screen the shell shows while the signed-in
// user must redeem a code, the register link's code kept until then, and the path of the codes
// page (loaded lazily by the shell).
export { InvitationGate } from './InvitationGate.tsx';
export { rememberInvitationCode, invitationCodesPath } from './remembered.ts';
