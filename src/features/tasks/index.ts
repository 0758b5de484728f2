export { taskSchema, taskTagSchema, type Task, type TaskTag } from './schemas';
