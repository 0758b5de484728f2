import { describe, expect, it } from 'vitest';
import { shortcutSchema } from './shortcut-schema';

const schema = shortcutSchema({ labelRequired: 'label', iconRequired: 'icon', linkRequired: 'link' });
const valid = { label: 'Tasks', icon: 'check-circle', link: '/apps/tasks', useRouter: true };

const errorsOf = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('shortcut form rules', () => {
  it('accepts a shortcut without description', () => {
    expect(errorsOf(valid)).toEqual([]);
    expect(errorsOf({ ...valid, description: '12 unfinished tasks' })).toEqual([]);
  });

  it('requires label, icon, link and useRouter, and says which field', () => {
    expect(errorsOf({ ...valid, label: '  ' })).toEqual(['label: label']);
    expect(errorsOf({ ...valid, icon: '' })).toEqual(['icon: icon']);
    expect(errorsOf({ ...valid, link: '' })).toEqual(['link: link']);
    expect(errorsOf({ label: 'x', icon: 'star', link: '/x' })).toHaveLength(1);
  });

  it('accepts only icons of the UI set', () => {
    expect(errorsOf({ ...valid, icon: 'not-an-icon' })).toEqual(['icon: icon']);
  });
});
