import { describe, expect, it } from 'vitest';
import { courseAction } from './schemas';

describe('what a course card offers', () => {
  it('starts an untouched course, continues one under way, starts a finished one again', () => {
    expect(courseAction({ currentStep: 0, completed: 0 })).toBe('start');
    expect(courseAction({ currentStep: 4, completed: 0 })).toBe('continue');
    expect(courseAction({ currentStep: 4, completed: 2 })).toBe('continue');
    expect(courseAction({ currentStep: 0, completed: 1 })).toBe('startAgain');
  });
});
