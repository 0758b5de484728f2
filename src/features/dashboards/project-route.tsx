import type { PageRoute } from '@/lib/query';
import { projectDashboardQueryOptions } from './api/get-dashboards';
import { ProjectPage } from './ProjectPage';

/** `/{lang}/dashboards/project?project=`: the chosen project's dashboard (the first one without a choice). */
export const projectRoute: PageRoute = {
  Component: ProjectPage,
  prefetch: (queryClient, { query }) => void queryClient.prefetchQuery(projectDashboardQueryOptions(query.get('project') ?? undefined)),
};
