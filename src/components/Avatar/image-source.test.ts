import { describe, expect, it } from 'vitest';
import { safeImageSource } from './image-source';

describe('image sources from the server', () => {
  it('lets through http(s), paths of the site and inline pictures', () => {
    for (const src of [
      'https://cdn.example.org/a.png',
      'http://intranet/a.jpg',
      '/images/avatars/anna.jpg',
      'images/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'DATA:image/JPEG;base64,/9j/4AAQ',
    ]) {
      expect(safeImageSource(src), src).toBe(src);
    }
  });

  it('turns away every other kind, however disguised', () => {
    for (const src of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '//evil.example/a.png',
      '/\\evil.example',
      '\\\\evil.example/a.png',
      '/images/\\a.png',
      'https:\\\\evil.example',
      'DATA:image/svg+xml,<svg/>',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(safeImageSource(src as string), String(src)).toBeUndefined();
    }
  });
});
