import { useTranslation } from 'react-i18next';
import { Chip, Heading, Icon, Link, Meter, Text } from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import * as styles from './Academy.css';
import { categoryColor } from './categories';
import { courseAction, type Course, type CourseCategory } from './schemas';

export interface CourseCardProps {
  course: Course;
  category: CourseCategory | undefined;
}

/** A course as the list shows it: what it is about, how long it takes, how far one got, and the way in. */
export function CourseCard({ course, category }: CourseCardProps) {
  const { t } = useTranslation('academy');
  const format = useFormatters();
  const lang = useLocale();
  const action = courseAction(course.progress);
  const color = categoryColor(course.category);
  const titleId = `course-${course.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardTop}>
        {/* A category the page does not know (its list still on its way, or failed) is left out, never shown by its slug. */}
        {category ? <Chip {...(color ? { color } : {})}>{category.title}</Chip> : null}
        {course.featured ? (
          <span className={styles.featured}>
            <Icon name="star" size="sm" />
            {t('featured')}
          </span>
        ) : null}
      </div>
      {/* Course texts are in the language they were written in; each takes its own direction. */}
      <Heading level={2} size={4} id={titleId}>
        <bdi>{course.title}</bdi>
      </Heading>
      <Text as="p" tone="secondary" size="sm">
        <bdi>{course.description}</bdi>
      </Text>
      <div className={styles.grow} />
      <div className={styles.facts}>
        <span>{format.number(course.duration, { style: 'unit', unit: 'minute', unitDisplay: 'short' })}</span>
        <span>{t('steps', { count: course.totalSteps })}</span>
        <span>{t('updated', { date: format.date(course.updatedAt, { dateStyle: 'medium' }) })}</span>
      </div>
      <Meter
        label={t('progress')}
        value={course.progress.doneSteps.length}
        maxValue={course.totalSteps}
        valueLabel={t('progressValue', { step: format.number(course.progress.doneSteps.length), count: course.totalSteps })}
      />
      <div className={styles.cardActions}>
        <Text as="span" size="sm" tone="secondary">
          {course.progress.completed > 0 ? t('completedTimes', { count: course.progress.completed }) : '\u00a0'}
        </Text>
        <Link
          appearance={action === 'start' ? 'primary' : 'secondary'}
          href={paths.academy(lang, course.slug, action === 'continue' ? course.progress.currentStep + 1 : undefined)}
          aria-label={t(`actionOf.${action}`, { title: course.title })}
        >
          {t(`action.${action}`)}
        </Link>
      </div>
    </article>
  );
}
