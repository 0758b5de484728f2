import { contract, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { Course, CourseCategory, CourseWithSteps, ProgressChange } from './schemas';

/**
 * The endpoints of the academy, relative to the API base: the feature's API functions call them and
 * the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const academyEndpoints = {
  categories: contract.get<{ answer: CourseCategory[] }>('api/apps/academy/categories'),
  courses: contract.get<{ answer: Course[] }>('api/apps/academy/courses'),
  course: contract.get<{ query: IdQuery; answer: CourseWithSteps | null }>('api/apps/academy/courses/course'),
  /** A step taken or the course finished; answers the course. */
  progress: contract.patch<{ body: IdAndChange<'change', ProgressChange>; answer: Course }>('api/apps/academy/courses/course/progress'),
};
