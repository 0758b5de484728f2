import { z } from '@/lib/validation';

/** Every course has eleven steps, numbered from 0 (template-apps.md point 9). */
export const totalSteps = 11;

export const courseCategorySchema = z.object({ id: z.string().check(z.minLength(1)), title: z.string(), slug: z.string() });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

const stepSchema = z.number().check(z.int(), z.gte(0), z.lte(totalSteps - 1));

/**
 * Where a learner stands: the step they are at (0-10), the steps they have worked through (left with
 * Next, in ascending order), and how often they finished the course. A jump ahead moves the learner
 * but does not count the steps jumped over as done.
 */
export const courseProgressSchema = z.object({
  currentStep: stepSchema,
  doneSteps: z.array(stepSchema),
  completed: z.number().check(z.int(), z.gte(0)),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const courseStepSchema = z.object({
  order: z.number().check(z.int(), z.gte(0)),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
});
export type CourseStep = z.infer<typeof courseStepSchema>;

export const courseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The category's slug. */
  category: z.string(),
  /** Minutes. */
  duration: z.number().check(z.int(), z.positive()),
  totalSteps: z.number().check(z.int(), z.positive()),
  /** When the course last changed (ISO), for the page to say in its own language. */
  updatedAt: z.string(),
  featured: z.boolean(),
  progress: courseProgressSchema,
});
export type Course = z.infer<typeof courseSchema>;
export type CourseWithSteps = Course & { steps: CourseStep[] };

/** What the learner does: stand at a step, or finish the course (it starts again at the first step). */
export const progressChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('step'), currentStep: courseProgressSchema.shape.currentStep }),
  z.object({ kind: z.literal('finish') }),
]);
export type ProgressChange = z.infer<typeof progressChangeSchema>;

/**
 * The progress after a change, the same rule on the server and in the page: moving on from a step to
 * the next one marks it done; a jump (forwards or back) marks nothing; finishing counts a completion
 * and starts again at the first step with nothing done.
 */
export function progressAfter(progress: CourseProgress, change: ProgressChange): CourseProgress {
  if (change.kind === 'finish') return { currentStep: 0, doneSteps: [], completed: progress.completed + 1 };
  const movedOn = change.currentStep === progress.currentStep + 1;
  const doneSteps =
    movedOn && !progress.doneSteps.includes(progress.currentStep)
      ? [...progress.doneSteps, progress.currentStep].sort((a, b) => a - b)
      : progress.doneSteps;
  return { ...progress, currentStep: change.currentStep, doneSteps };
}

/** What a course card offers: start it, continue where one left off, or start again after finishing. */
export const courseAction = (progress: CourseProgress): 'start' | 'continue' | 'startAgain' =>
  progress.currentStep > 0 ? 'continue' : progress.completed > 0 ? 'startAgain' : 'start';
