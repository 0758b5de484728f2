import type { PageRoute } from '@/lib/query';
import { courseCategoriesQueryOptions, coursesQueryOptions } from './api/get-courses';
import { AcademyPage } from './AcademyPage';

/**
 * `/{lang}/apps/academy/:courseSlug?`: the courses (a course's address names its slug, found among
 * them), and the categories of the list.
 */
export const academyRoute: PageRoute = {
  Component: AcademyPage,
  prefetch: (queryClient, { params: { courseSlug } }) => {
    void queryClient.prefetchQuery(coursesQueryOptions());
    if (!courseSlug) void queryClient.prefetchQuery(courseCategoriesQueryOptions());
  },
};
