import { describe, expect, it } from 'vitest';
import { courseAction, progressAfter, type CourseProgress } from './schemas';

const at = (currentStep: number, doneSteps: number[] = [], completed = 0): CourseProgress => ({ currentStep, doneSteps, completed });

describe('what a course card offers', () => {
  it('starts an untouched course, continues one under way, starts a finished one again', () => {
    expect(courseAction(at(0))).toBe('start');
    expect(courseAction(at(4))).toBe('continue');
    expect(courseAction(at(4, [], 2))).toBe('continue');
    expect(courseAction(at(0, [], 1))).toBe('startAgain');
  });
});

describe('the steps a learner has done', () => {
  it('counts a step done when the learner moves on to the next, not when they jump over it', () => {
    let progress = at(0);
    for (const step of [1, 2, 3, 4, 5]) progress = progressAfter(progress, { kind: 'step', currentStep: step });
    expect(progress).toEqual(at(5, [0, 1, 2, 3, 4]));
    // From step 6 (index 5) straight to step 11: six steps done, not ten.
    progress = progressAfter(progress, { kind: 'step', currentStep: 10 });
    expect(progress).toEqual(at(10, [0, 1, 2, 3, 4]));
    // Back to a step jumped over, and on from it: that one is done too, once.
    progress = progressAfter(progressAfter(progress, { kind: 'step', currentStep: 5 }), { kind: 'step', currentStep: 6 });
    expect(progress.doneSteps).toEqual([0, 1, 2, 3, 4, 5]);
    expect(progressAfter(progressAfter(progress, { kind: 'step', currentStep: 5 }), { kind: 'step', currentStep: 6 }).doneSteps).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('starts again with nothing done after a finish, one completion more', () => {
    expect(progressAfter(at(10, [0, 1, 2], 1), { kind: 'finish' })).toEqual(at(0, [], 2));
  });
});
