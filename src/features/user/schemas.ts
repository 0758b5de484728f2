import { emailAddress, z } from '@/lib/validation';
import { notifyTypes, roles, userStatuses, type User } from './types';

/** The user record (`api/common/user`), as the server keeps and answers it. */
export const userSchema: z.ZodMiniType<User> = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  fullName: z.string(),
  profilePhoto: z.nullable(z.string()),
  status: z.enum(userStatuses),
  wallet: z.number(),
  verifiedByCenter: z.boolean(),
  role: z.enum(roles),
  settings: z.object({ notifyType: z.enum(notifyTypes) }),
});

/** What a user's record holds at most: the profile form's name, and a photo's address (not the picture). */
export const userLimits = { fullName: 80, profilePhoto: 2048 } as const;

/** `PATCH api/common/user {user}`: any of the fields but the id; settings merge one level down. */
export const userUpdateSchema = z.object({
  email: z.optional(emailAddress()),
  fullName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(userLimits.fullName))),
  profilePhoto: z.optional(z.nullable(z.string().check(z.maxLength(userLimits.profilePhoto)))),
  status: z.optional(z.enum(userStatuses)),
  wallet: z.optional(z.number()),
  verifiedByCenter: z.optional(z.boolean()),
  role: z.optional(z.enum(roles)),
  settings: z.optional(z.partial(z.object({ notifyType: z.enum(notifyTypes) }))),
});

export { notifyTypes, roles, userStatuses };
