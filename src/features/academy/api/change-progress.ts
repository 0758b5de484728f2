import { useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation } from '@/lib/query';
import { progressAfter, type Course, type CourseWithSteps, type ProgressChange } from '../schemas';
import { academyKeys } from './get-courses';
import { academyEndpoints } from '../endpoints';

/**
 * `PATCH api/apps/academy/courses/course/progress`: the step a learner is at, or a finished course. The
 * course list shows it at once (its cards say Continue); a refused change goes back, and `onRolledBack` says so.
 */
export function useChangeProgress(courseId: string, onRolledBack: () => void) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Course[], ProgressChange, Course>({
    queryKey: academyKeys.courses,
    mutationFn: (change) => http.call(academyEndpoints.progress, { body: { id: courseId, change } }),
    apply: (courses, change) =>
      courses.map((course) => (course.id === courseId ? { ...course, progress: progressAfter(course.progress, change) } : course)),
    settle: (courses, saved) => courses.map((course) => (course.id === saved.id ? saved : course)),
    onRolledBack,
    onSaved: (saved) =>
      queryClient.setQueryData<CourseWithSteps | null>(academyKeys.course(saved.id), (course) =>
        course ? { ...course, progress: saved.progress } : course,
      ),
  });
}
