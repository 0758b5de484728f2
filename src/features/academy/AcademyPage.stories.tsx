import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { courseCategories as storedCategories, courses, inAcademyLanguage } from '@mocks/data/academy';
import { coursesTable } from '@mocks/handlers';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { AcademyPage } from './AcademyPage';

// The stories show the samples in English, as the fake backend answers an English page.
const sampleCourses = courses.map((course) => inAcademyLanguage(course, 'en-US'));
const courseCategories = storedCategories.map((category) => inAcademyLanguage(category, 'en-US'));

/** The academy on the fake backend's 18 courses. */
const meta = preview.meta({
  title: 'Screens/Academy',
  component: AcademyPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/apps/academy', pattern: '/:lang/apps/academy/:courseSlug?' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <AcademyPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const cardTitles = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Courses' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const card = (canvas: Canvas, title: string) => within(canvas.getByRole('article', { name: title }));
const untouched = sampleCourses.find((course) => course.progress.currentStep === 0 && course.progress.completed === 0)!;
const underWay = sampleCourses.find((course) => course.progress.currentStep > 0)!;
const finished = sampleCourses.find((course) => course.progress.currentStep === 0 && course.progress.completed > 1)!;

/** Every course with its category, length, steps, date, progress and the way in that fits it. */
export const CourseList = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas)).toHaveLength(18);
    await expect(canvas.getByText('18 courses')).toBeVisible();
    await expect(card(canvas, untouched.title).getByRole('link', { name: `Start ${untouched.title}` })).toHaveAttribute(
      'href',
      `/en-US/apps/academy/${untouched.slug}`,
    );
    await expect(card(canvas, underWay.title).getByRole('link', { name: `Continue ${underWay.title}` })).toHaveAttribute(
      'href',
      `/en-US/apps/academy/${underWay.slug}?step=${underWay.progress.currentStep + 1}`,
    );
    await expect(card(canvas, underWay.title).getByRole('meter', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      `${underWay.progress.doneSteps.length} of 11 steps done`,
    );
    await expect(card(canvas, finished.title).getByText(`Completed ${finished.progress.completed} times`)).toBeVisible();
    await expect(card(canvas, finished.title).getByRole('link', { name: `Start again ${finished.title}` })).toBeVisible();
    await expect(card(canvas, untouched.title).getByText('11 steps')).toBeVisible();
  },
});

/** A category and a search narrow the list; "hide completed" leaves out what was finished; all in the address. */
export const FilteredAndHidden = meta.story({
  play: async ({ canvas, userEvent }) => {
    await cardTitles(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Data protection',
      'Interpreting',
      'Sign language',
      'Technology',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sign language' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('category=sign-language'));
    const signLanguage = sampleCourses.filter((course) => course.category === 'sign-language');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual(signLanguage.map((course) => course.title)));
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide completed' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('hideCompleted=1'));
    await waitFor(async () =>
      expect(await cardTitles(canvas)).toEqual(
        signLanguage.filter((course) => course.progress.completed === 0).map((course) => course.title),
      ),
    );
    // Found by its description: "Signing and reading times, amounts and appointments with confidence."
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'AMOUNTS');
    await waitFor(() => expect(address(canvas)).toHaveTextContent('query=AMOUNTS'));
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual(['Numbers and dates in Austrian Sign Language']));
  },
});

/** Nothing left to show says how to find more. */
export const NothingFound = meta.story({
  parameters: { route: { path: '/{lang}/apps/academy?query=zzzz' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'No courses found' })).toBeVisible());
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/apps/academy/courses', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The courses could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await cardTitles(canvas)).toHaveLength(18);
  },
});

const categoriesFail = failingLists(['*/api/apps/academy/categories']);
const categoriesFailOnce = failingLists(['*/api/apps/academy/categories'], { once: true });
const categoryOf = (course: (typeof sampleCourses)[number]) => courseCategories.find((category) => category.slug === course.category)!;

/** Categories that could not be fetched are said above the courses, which are shown without them: never by their slugs. */
export const CategoriesFailed = meta.story({
  beforeEach: categoriesFail.beforeEach,
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas)).toHaveLength(18);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The categories could not be loaded: the courses are shown without them.',
    );
    await expect(card(canvas, untouched.title).queryByText(untouched.category)).toBeNull();
    await expect(card(canvas, untouched.title).queryByText(categoryOf(untouched).title)).toBeNull();
  },
});

/** "Try again" asks for them again; each course shows its category, and the message goes. */
export const CategoriesFailedThenFetched = meta.story({
  // Once fetched, this is the Course List story's picture.
  parameters: { visual: false },
  beforeEach: categoriesFailOnce.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card(canvas, untouched.title).getByText(categoryOf(untouched).title)).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

const steps = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Steps' }));

/** The first step: its content sanitised, the steps beside it, no way back yet. */
export const ViewerFirstStep = meta.story({
  parameters: { route: { path: `/{lang}/apps/academy/${untouched.slug}` } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: untouched.title })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: 'Introduction' })).toBeVisible();
    await expect(canvas.getByText('1 / 11')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(steps(canvas).getAllByRole('link')).toHaveLength(11);
    await expect(steps(canvas).getByRole('link', { current: 'step' })).toHaveTextContent('Introduction');
  },
});

/** A middle step: its HTML arrives with a `javascript:` link and an `onerror` image; neither survives. */
export const ViewerMiddleStep = meta.story({
  parameters: { route: { path: `/{lang}/apps/academy/${untouched.slug}?step=6` } },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Example' });
    await expect(canvas.getByText('6 / 11')).toBeVisible();
    await expect(within(article).getByText('Read more')).toBeVisible();
    await expect(article.querySelector('[href^="javascript"], [onerror], script')).toBeNull();
    await expect((window as { __academyXss?: boolean }).__academyXss).toBeUndefined();
  },
});

/** Next and a jump move through the steps; each move is in the address and saved as the learner's progress. */
export const MoveThroughSteps = meta.story({
  parameters: { route: { path: `/{lang}/apps/academy/${untouched.slug}` } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Introduction' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`/en-US/apps/academy/${untouched.slug}?step=2`));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Goals' })).toBeVisible();
    await waitFor(() => expect(coursesTable.find(untouched.id)?.progress.currentStep).toBe(1));
    await userEvent.click(steps(canvas).getByRole('link', { name: /^9 Special cases/ }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('?step=9'));
    await expect(canvas.getByText('9 / 11')).toBeVisible();
    await waitFor(() => expect(coursesTable.find(untouched.id)?.progress.currentStep).toBe(8));
    // The jump moved the learner; only the step left with Next counts as done.
    await expect(coursesTable.find(untouched.id)?.progress.doneSteps).toEqual([0]);
  },
});

/** The last step finishes the course: counted once more, back to the list, where it now starts again. */
export const ViewerLastStepFinish = meta.story({
  parameters: { route: { path: `/{lang}/apps/academy/${finished.slug}?step=11` } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('11 / 11')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Finish course' }));
    await waitFor(() => expect(screen.getByText(`You finished “${finished.title}”.`)).toBeVisible());
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/\/en-US\/apps\/academy$/));
    await expect(coursesTable.find(finished.id)?.progress).toEqual({
      currentStep: 0,
      doneSteps: [],
      completed: finished.progress.completed + 1,
    });
    await expect(card(canvas, finished.title).getByText(`Completed ${finished.progress.completed + 1} times`)).toBeVisible();
  },
});

/** An address with a course nobody has: said plainly, with the way back. */
export const UnknownCourse = meta.story({
  parameters: { route: { path: '/{lang}/apps/academy/no-such-course' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'There is no course at this address.' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/en-US/apps/academy');
  },
});

/** Arabic, right to left, in the dark: the list and a course. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'الأكاديمية' })).toBeVisible());
    await expect(within(await canvas.findByRole('list', { name: 'الدورات' })).getAllByRole('article')).toHaveLength(18);
  },
});

export const ViewerRightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  parameters: { route: { path: `/{lang}/apps/academy/${underWay.slug}?step=4` } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('٤ / ١١')).toBeVisible());
    // The course speaks Arabic too: its title, its steps and what they say.
    await expect(canvas.getByRole('heading', { level: 1, name: inAcademyLanguage(underWay, 'ar-SA').title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'التحضير' })).toBeVisible();
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/[A-Za-zÄÖÜäöüß]{2}/);
  },
});

/**
 * The pictures' check sees one icon turned the wrong way on a whole page: the viewer above with its
 * Next chevron pointing right, as before it was mirrored for right-to-left text, must not match that
 * story's picture (the comparison's limits are in vitest.config.ts).
 */
export const ViewerChevronTurnedWrongIsSeen = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  parameters: {
    route: { path: `/{lang}/apps/academy/${underWay.slug}?step=4` },
    pictureDiffersFrom: 'screens-academy--viewer-right-to-left-dark',
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('٤ / ١١')).toBeVisible());
    const chevron = canvas.getAllByRole('button').at(-1)!.querySelector('svg')!;
    await expect(getComputedStyle(chevron).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    chevron.style.transform = 'none';
    await expect(getComputedStyle(chevron).transform).toBe('none');
  },
});

/** German on a phone: the cards in one column; a course's steps open in a drawer. */
export const GermanPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('18 Kurse')).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

export const ViewerGermanPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/academy/${underWay.slug}?step=2` } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Schritte' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Schritte' }));
    await userEvent.click(drawer.getByRole('link', { name: /^3 Begriffe/ }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('?step=3'));
    await expect(canvas.getByText('3 / 11')).toBeVisible();
  },
});
