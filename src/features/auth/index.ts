export { guestOnly, requireSession, SessionOutlet } from './guards';
export { useSessionRenewal } from './session-renewal';
