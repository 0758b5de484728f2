import { z } from '@/lib/validation';
import { notifyTypes, roles, userStatuses, type User } from './types';

/** The user record (`api/common/user`), as the server keeps and answers it. */
export const userSchema: z.ZodType<User> = z.object({
  id: z.string().min(1),
  email: z.string(),
  fullName: z.string(),
  profilePhoto: z.string().nullable(),
  status: z.enum(userStatuses),
  wallet: z.number(),
  verifiedByCenter: z.boolean(),
  role: z.enum(roles),
  settings: z.object({ notifyType: z.enum(notifyTypes) }),
});

/** `PATCH api/common/user {user}`: any of the fields but the id; settings merge one level down. */
export const userUpdateSchema = z.object({
  email: z.string().optional(),
  fullName: z.string().optional(),
  profilePhoto: z.string().nullable().optional(),
  status: z.enum(userStatuses).optional(),
  wallet: z.number().optional(),
  verifiedByCenter: z.boolean().optional(),
  role: z.enum(roles).optional(),
  settings: z.object({ notifyType: z.enum(notifyTypes) }).partial().optional(),
});

export { notifyTypes, roles, userStatuses };
