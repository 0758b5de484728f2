export { ScrumboardPage as ScrumboardRoute } from './ScrumboardPage';
