export { HelpCenterPage as HelpCenterRoute } from './HelpCenterPage';
