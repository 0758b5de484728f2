import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { academyEndpoints } from '../endpoints';

export const academyKeys = {
  categories: ['academy', 'categories'] as const,
  courses: ['academy', 'courses'] as const,
  course: (id: string) => ['academy', 'course', id] as const,
};

/** The categories, sorted by title by the server; they do not change during a visit. */
export const courseCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: academyKeys.categories,
    queryFn: ({ signal }) => http.call(academyEndpoints.categories, { signal }),
    staleTime: Infinity,
  });

export const useCourseCategories = () => useQuery(courseCategoriesQueryOptions());

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: academyKeys.courses, queryFn: ({ signal }) => http.call(academyEndpoints.courses, { signal }) });

export const useCourses = () => useQuery(coursesQueryOptions());

/** One course with its steps; asked for once the course's id is known. */
export const useCourse = (id: string | undefined) =>
  useQuery({
    queryKey: academyKeys.course(id ?? ''),
    queryFn: ({ signal }) => http.call(academyEndpoints.course, { query: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
