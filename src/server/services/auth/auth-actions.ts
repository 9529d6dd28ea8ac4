/** The activity-log actions of sign-in and its credentials. */
export const authActions = {
  ownerCreated: 'owner_created',
  login: 'login',
  loginFailed: 'login_failed',
  loginRefused: 'login_refused',
  logout: 'logout',
  passwordChanged: 'password_changed',
  passwordReset: 'password_reset',
  adminTokenIssued: 'admin_token_issued',
  adminTokenRevoked: 'admin_token_revoked',
} as const;
