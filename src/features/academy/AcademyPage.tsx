import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { lazyComponent, LazyPartBoundary, Skeleton } from '@/components';
import { CoursesPage } from './CoursesPage';

/**
 * A course (with the sanitiser for its steps) loads when one is first opened; the pointer or the
 * keyboard reaching the course list starts it early.
 */
const CourseViewer = lazyComponent(() => import('./CourseViewer').then((module) => module.CourseViewer));

/** The academy: the course list, or one course when the address names it. */
export function AcademyPage() {
  const { t } = useTranslation('academy');
  const { courseSlug } = useParams();
  return courseSlug ? (
    <LazyPartBoundary
      part={CourseViewer}
      loading={
        <div role="status" aria-label={t('viewer.loading')}>
          <Skeleton height="320px" />
        </div>
      }
    >
      <CourseViewer key={courseSlug} courseSlug={courseSlug} />
    </LazyPartBoundary>
  ) : (
    <CoursesPage onCourseIntent={() => void CourseViewer.preload()} />
  );
}
