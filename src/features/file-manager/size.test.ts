import { describe, expect, it } from 'vitest';
import { createFormatters } from '@/lib/i18n';
import { localSize } from './size';

describe('localSize', () => {
  const german = createFormatters('de-AT');

  it('keeps the server’s number, unit and precision, in the locale’s words', () => {
    expect(localSize('2.4 MB', german)).toBe('2,4 MB');
    expect(localSize('1.06 MB', german)).toBe('1,06 MB');
    expect(localSize('640 KB', german)).toBe('640 kB');
    expect(localSize('0 B', german)).toBe('0 Byte');
    expect(localSize('1.2 GB', createFormatters('en-US'))).toBe('1.2 GB');
  });

  it('writes Arabic-Indic digits in ar-SA', () => {
    expect(localSize('2.4 MB', createFormatters('ar-SA'))).toMatch(/^٢٫٤\s/);
  });

  it('shows a text it cannot read as it came', () => {
    expect(localSize('about 3 MB', german)).toBe('about 3 MB');
    expect(localSize('12 files', german)).toBe('12 files');
    expect(localSize('', german)).toBe('');
  });
});
