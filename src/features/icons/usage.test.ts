import { describe, expect, it } from 'vitest';
import { usageOf } from './usage';

describe('how to use an icon', () => {
  it('says it in the words of each package', () => {
    expect(usageOf('heroicons-outline', 'arrow-path')).toContain("import { ArrowPathIcon } from '@heroicons/react/24/outline';");
    expect(usageOf('heroicons-solid', 'x-mark')).toContain('<XMarkIcon className="size-6" />');
    expect(usageOf('material-twotone', 'home')).toBe('<span class="material-icons-two-tone">home</span>');
    expect(usageOf('feather', 'alert-triangle')).toBe('<i data-feather="alert-triangle"></i>');
  });

  it('at the size chosen in the gallery', () => {
    expect(usageOf('heroicons-solid', 'x-mark', 64)).toContain('<XMarkIcon className="size-16" />');
    expect(usageOf('heroicons-outline', 'x-mark', 20)).toContain('<XMarkIcon className="size-5" />');
    expect(usageOf('material-solid', 'home', 48)).toBe('<span class="material-icons" style="font-size: 48px">home</span>');
    expect(usageOf('feather', 'alert-triangle', 16)).toBe('<i data-feather="alert-triangle" width="16" height="16"></i>');
  });
});
