export { ProfilePage as ProfileRoute } from './ProfilePage';
export { SettingsPage as SettingsRoute } from './SettingsPage';
