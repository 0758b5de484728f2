import { describe, expect, it } from 'vitest';
import { shortcutSchema } from './shortcut-schema';

const schema = shortcutSchema({
  labelRequired: 'label',
  iconRequired: 'icon',
  linkRequired: 'link',
  linkRefused: 'refused',
  tooLong: (max) => `max ${max}`,
});
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

  it('takes paths of the app and web addresses as links, and refuses every other kind', () => {
    for (const link of [
      '/profile',
      'apps/mailbox',
      '/docs/changelog?tab=1#top',
      'https://example.org/docs',
      'http://intranet.example/a b'.replace(' ', '%20'),
    ]) {
      expect(errorsOf({ ...valid, link }), link).toEqual([]);
    }
    for (const link of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:msgbox',
      '//evil.example',
      '/\\evil.example',
      'mailto:a@b.at',
      'https://',
    ]) {
      expect(errorsOf({ ...valid, link }), JSON.stringify(link)).toEqual(['link: refused']);
    }
  });

  it('shows a limit for each text field and refuses more', () => {
    expect(errorsOf({ ...valid, label: 'x'.repeat(41) })).toEqual(['label: max 40']);
    expect(errorsOf({ ...valid, description: 'x'.repeat(121) })).toEqual(['description: max 120']);
    expect(errorsOf({ ...valid, link: `/${'x'.repeat(2048)}` })).toEqual(['link: max 2048']);
  });
});
