export { ProfilePage } from './ProfilePage';
export { SettingsPage } from './SettingsPage';
