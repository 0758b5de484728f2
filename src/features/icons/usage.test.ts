import { describe, expect, it } from 'vitest';
import { usageOf } from './usage';

describe('how to use an icon', () => {
  it('says it in the words of each package', () => {
    expect(usageOf('heroicons-outline', 'arrow-path')).toContain("import { ArrowPathIcon } from '@heroicons/react/24/outline';");
    expect(usageOf('heroicons-solid', 'x-mark')).toContain('<XMarkIcon className="size-6" />');
    expect(usageOf('material-twotone', 'home')).toBe('<span class="material-icons-two-tone">home</span>');
    expect(usageOf('feather', 'alert-triangle')).toBe('<i data-feather="alert-triangle"></i>');
  });
});
