export {
  courseAction,
  courseSchema,
  progressChangeSchema,
  totalSteps,
  type Course,
  type CourseCategory,
  type CourseProgress,
  type CourseStep,
  type CourseWithSteps,
  type ProgressChange,
} from './schemas';
