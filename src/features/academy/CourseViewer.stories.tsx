import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { courses, inAcademyLanguage } from '@mocks/data/academy';
import { coursesTable } from '@mocks/handlers';
import { CourseViewer } from './CourseViewer';

const court = inAcademyLanguage(
  courses.find((course) => course.slug === 'court-interpreting')!,
  'en-US',
);

/**
 * One course on its own, as the academy opens it: the steps beside the content, the step in the
 * address, Previous and Next. The journeys from the course list are in Screens/Academy.
 */
const meta = preview.meta({
  title: 'Screens/Academy/Course viewer',
  component: CourseViewer,
  parameters: {
    frame: 'fullscreen',
    route: { path: `/{lang}/apps/academy/${court.slug}?step=3`, pattern: '/:lang/apps/academy/:courseSlug' },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { courseSlug: court.slug },
});

/** The terms of court interpreting: each with its meaning, the step marked in the list, both ways open. */
export const TermsStep = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const article = within(await canvas.findByRole('article', { name: 'Terms' }));
    await expect(article.getByText("Interpreter's oath", { selector: 'dt' })).toBeVisible();
    await expect(article.getByText('the promise to render faithfully and completely', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('3 / 11')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Preparation' })).toBeVisible());
    await waitFor(() => expect(coursesTable.find(court.id)?.progress.currentStep).toBe(3));
  },
});

/** A slug no course has: said plainly, with the way back to all courses. */
export const UnknownCourse = meta.story({
  args: { courseSlug: 'no-such-course' },
  parameters: { route: { path: '/{lang}/apps/academy/no-such-course', pattern: '/:lang/apps/academy/:courseSlug' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'There is no course at this address.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/en-US/apps/academy');
  },
});

/** Arabic on a phone: the steps open in a drawer, the course and its content in Arabic. */
export const ArabicPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'المصطلحات' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'الترجمة في المحاكم' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الخطوات' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
