export { IconsPage as IconsRoute } from './IconsPage';
