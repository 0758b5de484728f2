import { describe, expect, it } from 'vitest';
import { layouts } from '@/lib/app-config';
import { isCallPath, layoutDefinitions } from './layout-definitions';

describe('layout definitions', () => {
  it('define all eleven layouts', () => {
    expect(Object.keys(layoutDefinitions).sort()).toEqual([...layouts].sort());
  });

  it('use the navigation sets of the template', () => {
    const setOf = (layout: keyof typeof layoutDefinitions) => {
      const definition = layoutDefinitions[layout];
      return definition.kind === 'vertical' ? `${definition.set}/${definition.appearance}` : definition.kind;
    };
    expect(setOf('classic')).toBe('default/default');
    expect(setOf('classy')).toBe('default/default');
    expect(setOf('dense')).toBe('default/dense');
    expect(setOf('compact')).toBe('compact/compact');
    expect(setOf('thin')).toBe('compact/thin');
    expect(setOf('futuristic')).toBe('futuristic/default');
    for (const layout of ['centered', 'enterprise', 'material', 'modern'] as const) expect(setOf(layout)).toBe('horizontal');
  });

  it('leave quick chat out of centered and material only', () => {
    const without = Object.entries(layoutDefinitions)
      .filter(([, definition]) => definition.kind !== 'empty' && !definition.quickChat)
      .map(([layout]) => layout);
    expect(without.sort()).toEqual(['centered', 'material']);
  });
});

describe('call pages', () => {
  it('are paths containing call, except the video-call analytics', () => {
    expect(isCallPath('/call')).toBe(true);
    expect(isCallPath('/en-US/call')).toBe(true);
    expect(isCallPath('/de-AT/apps/videocall/room')).toBe(true);
    expect(isCallPath('/de-AT/analytics/videocall')).toBe(false);
    expect(isCallPath('/de-AT/home')).toBe(false);
    expect(isCallPath('/de-AT/customers')).toBe(false);
  });

  it('are not pages about calls: help articles, guides and courses whose address says call keep the frame', () => {
    for (const path of [
      '/de-AT/help/faqs/calls',
      '/de-AT/help/guides/calls',
      '/de-AT/help/guides/getting-started/first-call',
      '/de-AT/apps/academy/call-basics',
      '/de-AT/apps/academy/call-room',
    ]) {
      expect(isCallPath(path), path).toBe(false);
    }
  });
});
