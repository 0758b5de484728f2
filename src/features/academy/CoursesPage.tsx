import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appHeader, EmptyState, PageTitle, RetryBanner, Select, Skeleton, Switch } from '@/components';
import { QueryParamSearchField, useSearchQuery } from '@/features/search';
import { unfetched } from '@/lib/query';
import { useCourseCategories, useCourses } from './api/get-courses';
import * as styles from './Academy.css';
import { CourseCard } from './CourseCard';
import type { Course } from './schemas';

const allCategories = 'all';

/** Whether a course's title or description holds the search, whatever the case. */
const matches = (course: Course, query: string) =>
  `${course.title}\n${course.description}`.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/**
 * The academy's courses (`/{lang}/apps/academy`): a category, a search over titles and descriptions and
 * "hide completed", all in the address (`?category=&query=&hideCompleted=1`), over the course cards.
 */
export function CoursesPage({ onCourseIntent }: { onCourseIntent?: () => void }) {
  const { t } = useTranslation('academy');
  const [params, setParams] = useSearchParams();
  const query = useSearchQuery();
  const categorySlug = params.get('category') ?? allCategories;
  const hideCompleted = params.get('hideCompleted') === '1';
  const courses = useCourses();
  const categories = useCourseCategories();
  const missingCategories = unfetched([categories]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const shown = courses.data?.filter(
    (course) =>
      (categorySlug === allCategories || course.category === categorySlug) &&
      (!query || matches(course, query)) &&
      !(hideCompleted && course.progress.completed > 0),
  );

  return (
    <main className={styles.page} aria-labelledby="academy-title">
      <header className={appHeader}>
        <PageTitle id="academy-title" title={t('title')} subtitle={shown ? t('count', { count: shown.length }) : null} />
        <div className={styles.filters}>
          <Select
            label={t('category')}
            value={categorySlug}
            onChange={(value) => setParam('category', value && value !== allCategories ? value : null)}
            options={[
              { id: allCategories, label: t('allCategories') },
              ...(categories.data ?? []).map((category) => ({ id: category.slug, label: category.title })),
            ]}
          />
          <div className={styles.searchField}>
            <QueryParamSearchField label={t('search')} placeholder={t('searchPlaceholder')} />
          </div>
          <Switch value={hideCompleted} onChange={(hide) => setParam('hideCompleted', hide ? '1' : null)}>
            {t('hideCompleted')}
          </Switch>
        </div>
      </header>
      {missingCategories && courses.data ? (
        <div className={styles.notice}>
          <RetryBanner title={t('categoriesFailed')} onRetry={missingCategories.retry} />
        </div>
      ) : null}
      {courses.isPending ? (
        <div className={styles.message} role="status" aria-label={t('loading')}>
          <Skeleton height="280px" />
        </div>
      ) : courses.isError ? (
        <div className={styles.message}>
          <RetryBanner title={t('loadFailed')} onRetry={() => void courses.refetch()} />
        </div>
      ) : shown && shown.length === 0 ? (
        <div className={styles.message}>
          <EmptyState icon="academic-cap" title={t('noResultsTitle')} text={t('noResultsText')} headingLevel={2} />
        </div>
      ) : (
        <ul className={styles.courses} aria-label={t('courses')} onPointerEnter={onCourseIntent} onFocus={onCourseIntent}>
          {shown?.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} category={categories.data?.find((category) => category.slug === course.category)} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
