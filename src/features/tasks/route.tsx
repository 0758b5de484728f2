export { TasksPage as TasksRoute } from './TasksPage';
