import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  appHeader,
  appHeaderTitle,
  Banner,
  Button,
  Drawer,
  EmptyState,
  Heading,
  Link,
  RetryBanner,
  SafeHtml,
  Skeleton,
  Text,
  toasts,
} from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSmallScreen } from '@/lib/theme';
import { useChangeProgress } from './api/change-progress';
import { useCourse, useCourses } from './api/get-courses';
import * as styles from './Academy.css';
import type { CourseStep, CourseWithSteps } from './schemas';

/** The step the address asks for (`?step=`, counted from 1), within the course's steps. */
const stepIndexFrom = (params: URLSearchParams, total: number) => {
  const step = Number(params.get('step') ?? '1');
  return Number.isInteger(step) ? Math.min(Math.max(step, 1), total) - 1 : 0;
};

/** A course by its slug (`/{lang}/apps/academy/{courseSlug}?step=`): found among the courses, then loaded with its steps. */
export function CourseViewer({ courseSlug }: { courseSlug: string }) {
  const { t } = useTranslation('academy');
  const lang = useLocale();
  const courses = useCourses();
  const id = courses.data?.find((course) => course.slug === courseSlug)?.id;
  const course = useCourse(id);
  const state =
    courses.isPending || (id && course.isPending) ? (
      <div role="status" aria-label={t('viewer.loading')}>
        <Skeleton height="320px" />
      </div>
    ) : courses.isError || course.isError ? (
      <RetryBanner title={t('viewer.loadFailed')} onRetry={() => void (courses.isError ? courses.refetch() : course.refetch())} />
    ) : !id || !course.data ? (
      <EmptyState
        icon="academic-cap"
        title={t('viewer.notFound')}
        action={<Link href={paths.academy(lang)}>{t('viewer.back')}</Link>}
        headingLevel={2}
      />
    ) : null;
  if (state || !course.data)
    return (
      <main className={styles.page} aria-labelledby="academy-title">
        <header className={appHeader}>
          <Heading level={1} size={2} id="academy-title">
            {t('title')}
          </Heading>
        </header>
        <div className={styles.message}>{state}</div>
      </main>
    );
  return <CourseSteps course={course.data} />;
}

/**
 * The course's eleven steps in a side list, the current one's content (sanitised server HTML), and the
 * way through: previous, next, a jump to any step, "n / 11". The step is in the address and saved as the
 * learner's progress when they move; the last step finishes the course.
 */
function CourseSteps({ course }: { course: CourseWithSteps }) {
  const { t } = useTranslation('academy');
  const format = useFormatters();
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const smallScreen = useSmallScreen();
  const [stepsOpen, setStepsOpen] = useState(false);
  const total = course.steps.length;
  const index = stepIndexFrom(params, total);
  const step = course.steps[index]!;
  const isLast = index === total - 1;
  const progress = useChangeProgress(course.id, () => toasts.show({ tone: 'critical', title: t('viewer.saveFailed') }, { timeout: 0 }));

  const hrefOf = (stepIndex: number) => paths.academy(lang, course.slug, stepIndex + 1);
  const goTo = (stepIndex: number) => {
    setStepsOpen(false);
    if (stepIndex !== course.progress.currentStep) progress.mutate({ kind: 'step', currentStep: stepIndex });
    void navigate(hrefOf(stepIndex));
  };
  const finish = () =>
    progress.mutate(
      { kind: 'finish' },
      {
        onSuccess: () => {
          toasts.show({ tone: 'success', title: t('viewer.finished', { title: course.title }) });
          void navigate(paths.academy(lang));
        },
      },
    );

  const stepList = (
    <nav aria-label={t('viewer.steps')}>
      <ol className={styles.stepList}>
        {course.steps.map((item: CourseStep, stepIndex) => (
          <li key={item.order}>
            <RouterLink
              to={hrefOf(stepIndex)}
              className={styles.stepLink}
              {...(stepIndex === index ? { 'aria-current': 'step' as const } : {})}
              onClick={(event) => {
                event.preventDefault();
                goTo(stepIndex);
              }}
            >
              <span className={styles.stepNumber}>{format.number(stepIndex + 1)}</span>
              <span className={styles.stepText}>
                <bdi className={styles.stepTitle}>{item.title}</bdi>
                <bdi className={styles.stepSubtitle}>{item.subtitle}</bdi>
              </span>
            </RouterLink>
          </li>
        ))}
      </ol>
    </nav>
  );

  return (
    <main className={styles.page} aria-labelledby="course-title">
      <header className={appHeader}>
        <div className={appHeaderTitle}>
          <Link href={paths.academy(lang)} appearance="subtle" icon="arrow-left" mirrorIconInRtl>
            {t('viewer.back')}
          </Link>
          <Heading level={1} size={3} id="course-title">
            <bdi>{course.title}</bdi>
          </Heading>
        </div>
        {smallScreen ? (
          <Button variant="secondary" icon="list-bullet" onPress={() => setStepsOpen(true)}>
            {t('viewer.steps')}
          </Button>
        ) : null}
      </header>
      <div className={styles.viewer}>
        {smallScreen ? (
          <Drawer title={t('viewer.steps')} isOpen={stepsOpen} onOpenChange={setStepsOpen} position="start" width="min(100vw, 320px)">
            {stepList}
          </Drawer>
        ) : (
          <aside className={styles.stepsPane}>{stepList}</aside>
        )}
        <div className={styles.content}>
          {progress.isError ? <Banner tone="critical">{t('viewer.saveFailed')}</Banner> : null}
          <article className={styles.article} aria-labelledby="course-step-title">
            <Text as="p" size="sm" tone="secondary">
              <bdi>{step.subtitle}</bdi>
            </Text>
            <Heading level={2} size={2} id="course-step-title">
              <bdi>{step.title}</bdi>
            </Heading>
            <SafeHtml html={step.content} profile="rich" as="div" />
          </article>
          <div className={styles.stepNav}>
            <Button variant="secondary" icon="chevron-left" mirrorIconInRtl isDisabled={index === 0} onPress={() => goTo(index - 1)}>
              {t('viewer.previous')}
            </Button>
            <span className={styles.position} aria-live="polite">
              {t('viewer.position', { step: format.number(index + 1), total: format.number(total) })}
            </span>
            {isLast ? (
              <Button icon="check" onPress={finish} isLoading={progress.isPending}>
                {t('viewer.finish')}
              </Button>
            ) : (
              <Button icon="chevron-right" mirrorIconInRtl onPress={() => goTo(index + 1)}>
                {t('viewer.next')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
