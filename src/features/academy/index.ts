export { type Course, type CourseCategory, type CourseWithSteps } from './schemas';
