import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { shortcutTexts } from './shortcut-texts';

const instance = i18next.createInstance();
await instance.init({
  lng: 'de-AT',
  resources: { 'de-AT': { shortcuts: { items: { tasks: { label: 'Aufgaben', description: '12 offene Aufgaben' } } } } },
  defaultNS: 'shortcuts',
  interpolation: { escapeValue: false },
});
const t = instance.getFixedT('de-AT', 'shortcuts');

describe('shortcut texts', () => {
  it('translates the sample labels', () => {
    expect(shortcutTexts(t, { label: 'Tasks', description: '12 unfinished tasks' })).toEqual({
      label: 'Aufgaben',
      description: '12 offene Aufgaben',
    });
  });

  it('shows what the user typed as typed, never interpreted', () => {
    expect(shortcutTexts(t, { label: '{{lng}}', description: '$t(items.tasks.label) {{count}}' })).toEqual({
      label: '{{lng}}',
      description: '$t(items.tasks.label) {{count}}',
    });
    expect(shortcutTexts(t, { label: 'Meine Seite' })).toEqual({ label: 'Meine Seite', description: '' });
  });
});
