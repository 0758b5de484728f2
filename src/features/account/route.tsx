import type { PageRoute } from '@/lib/query';
import { ProfilePage } from './ProfilePage';
import { SettingsPage } from './SettingsPage';

/** The account's pages read the signed-in user, which the frame asks for before any page. */
export const profileRoute: PageRoute = { Component: ProfilePage };
export const settingsRoute: PageRoute = { Component: SettingsPage };
