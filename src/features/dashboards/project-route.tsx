export { ProjectPage as ProjectRoute } from './ProjectPage';
