import { describe, expect, it } from 'vitest';
import type { Course, CourseCategory, CourseWithSteps } from '@/features/academy';
import type { HttpError } from '@/lib/http';
import { academyTexts, inAcademyLanguage } from '../data/academy';
import { serveFakeBackend, signedInApi, signedInApiIn } from '../node';

serveFakeBackend();

const api = signedInApi;
const progress = (id: string, change: unknown) => api.patch<Course>('api/apps/academy/courses/course/progress', { id, change });

describe('api/apps/academy', () => {
  it('answers four categories sorted by title', async () => {
    const categories = await api.get<CourseCategory[]>('api/apps/academy/categories');
    expect(categories.map((category) => category.title)).toEqual(['Datenschutz', 'Dolmetschen', 'Gebärdensprache', 'Technik']);
  });

  it('answers 18 courses of 11 steps, each in a known category with a duration of the spec', async () => {
    const [courses, categories] = await Promise.all([
      api.get<Course[]>('api/apps/academy/courses'),
      api.get<CourseCategory[]>('api/apps/academy/categories'),
    ]);
    expect(courses).toHaveLength(18);
    for (const course of courses) {
      expect(course.totalSteps).toBe(11);
      expect(categories.map((category) => category.slug)).toContain(course.category);
      expect([30, 45, 60, 90, 120]).toContain(course.duration);
    }
  });

  it('answers a course with its steps numbered 0 to 10, and null for an unknown one', async () => {
    const course = await api.get<CourseWithSteps>('api/apps/academy/courses/course', { params: { id: 'course-call-basics' } });
    expect(course.steps.map((step) => step.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(course.steps[0]).toMatchObject({ title: 'Einführung', subtitle: 'Worum es geht und für wen' });
    // Each step says what it is about, not the course's title again.
    for (const step of course.steps) expect(step.subtitle).not.toContain(course.title);
    expect(await api.get('api/apps/academy/courses/course', { params: { id: 'course-none' } })).toBeNull();
  });

  it('writes each step of each course for itself: no body repeats, within a course or across courses', async () => {
    const courses = await api.get<Course[]>('api/apps/academy/courses');
    const bodies = await Promise.all(
      courses.map(async (course) => {
        const { steps } = await api.get<CourseWithSteps>('api/apps/academy/courses/course', { params: { id: course.id } });
        return steps.map((step) => step.content);
      }),
    );
    const all = bodies.flat();
    expect(all).toHaveLength(18 * 11);
    expect(new Set(all).size).toBe(all.length);
    // The terms step of court interpreting speaks of the court, not of a generic course.
    expect(bodies[courses.findIndex((course) => course.slug === 'court-interpreting')]![2]).toContain('Dolmetschereid');
  });

  it('keeps the step a learner is at, and a finish counts a completion and starts again', async () => {
    expect((await progress('course-call-basics', { kind: 'step', currentStep: 1 })).progress).toEqual({
      currentStep: 1,
      doneSteps: [0],
      completed: 0,
    });
    // A jump moves the learner without counting the steps jumped over.
    expect((await progress('course-call-basics', { kind: 'step', currentStep: 4 })).progress).toEqual({
      currentStep: 4,
      doneSteps: [0],
      completed: 0,
    });
    const courses = await api.get<Course[]>('api/apps/academy/courses');
    expect(courses.find((course) => course.id === 'course-call-basics')?.progress.currentStep).toBe(4);
    expect((await progress('course-call-basics', { kind: 'finish' })).progress).toEqual({ currentStep: 0, doneSteps: [], completed: 1 });
  });

  it('refuses a step outside 0 to 10 and a course that does not exist', async () => {
    for (const [id, change] of [
      ['course-call-basics', { kind: 'step', currentStep: 11 }],
      ['course-call-basics', { kind: 'step', currentStep: -1 }],
      ['course-none', { kind: 'finish' }],
    ] as const) {
      const error = await progress(id, change).catch((caught: unknown) => caught);
      expect((error as HttpError).status, JSON.stringify(change)).toBe(400);
    }
  });

  it('speaks the asker’s language: every name and every step in English and in Arabic', async () => {
    const inLocale = signedInApiIn;
    const stored = academyTexts();
    expect(stored.filter((text) => inAcademyLanguage({ title: text }, 'en-US').title === text)).toEqual([]);
    expect(stored.filter((text) => /[A-Za-zÄÖÜäöüß]{2}/.test(inAcademyLanguage({ title: text }, 'ar-SA').title))).toEqual([]);
    const arabic = inLocale('ar-SA');
    const categories = await arabic.get<CourseCategory[]>('api/apps/academy/categories');
    expect(categories.map((category) => category.title)).toEqual(['الترجمة الفورية', 'التقنية', 'حماية البيانات', 'لغة الإشارة']);
    for (const course of await arabic.get<Course[]>('api/apps/academy/courses')) {
      const { title, steps } = await arabic.get<CourseWithSteps>('api/apps/academy/courses/course', { params: { id: course.id } });
      expect(title).toBe(course.title);
      // Latin letters only in the hostile link's address and the picture's handler of step 6.
      const text = steps.map((step) => [step.title, step.subtitle, step.content.replace(/<[^>]*>/g, '')].join(' ')).join(' ');
      expect(text.match(/[A-Za-zÄÖÜäöüß]{2,}/g), course.slug).toBeNull();
    }
    const english = await inLocale('en-US').get<CourseWithSteps>('api/apps/academy/courses/course', {
      params: { id: 'course-court-interpreting' },
    });
    expect(english).toMatchObject({
      title: 'Court interpreting',
      steps: expect.arrayContaining([expect.objectContaining({ title: 'Terms' })]),
    });
    expect(english.steps[2]!.content).toContain("<dt>Interpreter's oath</dt>");
    const moved = await inLocale('en-US').patch<Course>('api/apps/academy/courses/course/progress', {
      id: 'course-court-interpreting',
      change: { kind: 'step', currentStep: 1 },
    });
    expect(moved.title).toBe('Court interpreting');
  });
});
