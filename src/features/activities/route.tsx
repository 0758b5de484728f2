export { ActivitiesPage as ActivitiesRoute } from './ActivitiesPage';
