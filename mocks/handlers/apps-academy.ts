import { courseSchema, progressAfter, progressChangeSchema, totalSteps } from '@/features/academy/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import { courseCategories, courses, inAcademyLanguage, stepsOf } from '../data/academy';
import { localeOf } from './common-navigation';
import { academyEndpoints } from '@/features/academy/endpoints';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

/** The courses with the progress learners made; the steps are the same for everyone. */
export const coursesTable = defineCollection('academy-courses', { schema: courseSchema, version: 2, seed: () => courses });

/** The academy (template-apps.md point 7, Academy). */
export const academyArea = defineArea('Academy', [
  pageEndpoint(academyEndpoints.categories, { rule: "The categories in the request's language, sorted by title." }, ({ request }) => {
    const locale = localeOf(request);
    return courseCategories
      .map((category) => inAcademyLanguage(category, locale))
      .sort((a, b) => a.title.localeCompare(b.title, locale, { sensitivity: 'base' }));
  }),
  pageEndpoint(
    academyEndpoints.courses,
    {
      rule: "All courses in the request's language, each with its progress {currentStep, doneSteps, completed}; updatedAt is an ISO date.",
    },
    ({ request }) => coursesTable.all().map((course) => inAcademyLanguage(course, localeOf(request))),
  ),
  pageEndpoint(
    academyEndpoints.course,
    {
      rule: `Query id: the course with its ${totalSteps} steps {order, title, subtitle, content (HTML)}; null for an unknown id.`,
      query: idQuery,
    },
    ({ query, request }) => {
      const course = coursesTable.find(query.id);
      const locale = localeOf(request);
      return course && { ...inAcademyLanguage(course, locale), steps: stepsOf(course, locale) };
    },
  ),
  pageEndpoint(
    academyEndpoints.progress,
    {
      rule: `Body {id, change}: change {kind: "step", currentStep 0-${totalSteps - 1}} keeps the step the learner is at, and moving on to the next step marks the one left done (a jump marks nothing); {kind: "finish"} counts one more completion and starts again at step 0 with nothing done. Answers the course; an unknown id is refused.`,
      body: idAndChange('change', progressChangeSchema),
    },
    ({ body, request }) => {
      const course = coursesTable.find(body.id) ?? refuse('id', 'There is no such course.');
      const progress = progressAfter(course.progress, body.change);
      const changed = coursesTable.patch(body.id, { progress }) ?? refuse('id', 'There is no such course.');
      return inAcademyLanguage(changed, localeOf(request));
    },
  ),
]);
