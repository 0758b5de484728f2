import { z } from '@/lib/validation';
import { safeImageSource } from '@/components/Avatar/image-source';
import { userLimits, userSchema, userUpdateSchema } from '@/features/user/schemas';
import { defineArea, endpoint, refuse } from '../api';
import { userTable } from '../user-table';
import { userEndpoints } from '@/features/user/endpoints';

export { userTable };

export const userArea = defineArea('User', [
  endpoint(userEndpoints.user, { rule: 'The signed-in user.' }, () => userTable.get()),

  endpoint(
    userEndpoints.changeUser,
    {
      rule: `Body {user}: the given fields merged into the user, settings one level down; the id stays. A name of 1 to ${userLimits.fullName} characters, an e-mail address, a photo address the app shows (http(s), a path of the site, an inline PNG, JPEG, GIF, WebP or AVIF; at most ${userLimits.profilePhoto} characters); anything else 400 naming the field.`,
      body: z.object({ user: userUpdateSchema }),
    },
    ({ body: { user } }) => {
      if (typeof user.profilePhoto === 'string' && !safeImageSource(user.profilePhoto))
        refuse('user.profilePhoto', 'Not an image address the app shows: http(s), a path of this site or an inline raster picture.');
      return userTable.update((current) =>
        userSchema.parse({ ...current, ...user, id: current.id, settings: { ...current.settings, ...user.settings } }),
      );
    },
  ),
]);
