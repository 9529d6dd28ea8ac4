import { z } from '../zod';

/** GET /api/auth/user: the signed-in owner. Any non-200 answer means "not signed in". */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;

/** POST /api/login as an HTML form (application/x-www-form-urlencoded). */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(MAX_PASSWORD_LENGTH),
  returnTo: z.string().max(2048).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/auth/password: the local owner changes their password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(MAX_PASSWORD_LENGTH),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const DEFAULT_ADMIN_TOKEN_DAYS = 30;

/** POST /api/auth/admin-token: the body is optional (none arrives as null); 30 days unless told. */
export const issueAdminTokenSchema = z
  .object({ expiresInDays: z.number().int().min(1).max(365).optional() })
  .nullish();
export type IssueAdminToken = z.infer<typeof issueAdminTokenSchema>;

/** The token itself is shown once, in this reply; only its hash is stored. */
export const issuedAdminTokenSchema = z.object({
  id: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type IssuedAdminToken = z.infer<typeof issuedAdminTokenSchema>;

export const adminTokenSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const adminTokenListSchema = z.array(adminTokenSummarySchema);
export type AdminTokenSummary = z.infer<typeof adminTokenSummarySchema>;

export const adminTokenParamsSchema = z.object({ id: z.uuid('must be a token id') });

/** GET /api/admin/session: who the caller is and how they proved it. */
export const adminSessionSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  isOwner: z.boolean(),
  via: z.enum(['session', 'admin-token']),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
