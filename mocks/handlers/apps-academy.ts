import { courseSchema, progressAfter, progressChangeSchema, totalSteps } from '@/features/academy/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import { courseCategories, courses, stepsOf } from '../data/academy';
import { academyEndpoints } from '@/features/academy/endpoints';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

/** The courses with the progress learners made; the steps are the same for everyone. */
export const coursesTable = defineCollection('academy-courses', { schema: courseSchema, version: 2, seed: () => courses });

/** The academy (template-apps.md point 7, Academy). */
export const academyArea = defineArea('Academy', [
  pageEndpoint.get({ path: academyEndpoints.categories, rule: 'The categories, sorted by title.' }, () =>
    [...courseCategories].sort((a, b) => a.title.localeCompare(b.title, 'de', { sensitivity: 'base' })),
  ),
  pageEndpoint.get(
    {
      path: academyEndpoints.courses,
      rule: 'All courses, each with its progress {currentStep, doneSteps, completed}; updatedAt is an ISO date.',
    },
    () => coursesTable.all(),
  ),
  pageEndpoint.get(
    {
      path: academyEndpoints.course,
      rule: `Query id: the course with its ${totalSteps} steps {order, title, subtitle, content (HTML)}; null for an unknown id.`,
      query: idQuery,
    },
    ({ query }) => {
      const course = coursesTable.find(query.id);
      return course && { ...course, steps: stepsOf(course) };
    },
  ),
  pageEndpoint.patch(
    {
      path: academyEndpoints.progress,
      rule: `Body {id, change}: change {kind: "step", currentStep 0-${totalSteps - 1}} keeps the step the learner is at, and moving on to the next step marks the one left done (a jump marks nothing); {kind: "finish"} counts one more completion and starts again at step 0 with nothing done. Answers the course; an unknown id is refused.`,
      body: idAndChange('change', progressChangeSchema),
    },
    ({ body }) => {
      const course = coursesTable.find(body.id) ?? refuse('id', 'There is no such course.');
      const progress = progressAfter(course.progress, body.change);
      return coursesTable.patch(body.id, { progress });
    },
  ),
]);
