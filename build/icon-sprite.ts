import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { iconNames, iconSymbolId } from '../src/components/Icon/icons.ts';

const require = createRequire(import.meta.url);
const outlineDir = dirname(require.resolve('@heroicons/react/24/outline/AcademicCapIcon'));

/** Heroicons' file of an icon name: 'squares-2x2' is Squares2X2Icon.js, so names are matched without case. */
function heroiconFile(name: string, files: readonly string[]): string {
  const wanted = `${name.replaceAll('-', '')}icon.js`;
  const file = files.find((candidate) => candidate.toLowerCase() === wanted);
  if (!file) throw new Error(`icon-sprite: Heroicons (24, outline) has no icon "${name}"; see src/components/Icon/icons.ts`);
  return join(outlineDir, file);
}

/**
 * The symbols of the UI icon set, one per name of src/components/Icon/icons.ts: each Heroicon drawn
 * once by its own component, its shapes kept and its outer <svg> (size, stroke, fill) left to the
 * icon that refers to it.
 */
export function iconSymbols(): string {
  const files = readdirSync(outlineDir).filter((file) => file.endsWith('.js'));
  return iconNames
    .map((name) => {
      const component = require(heroiconFile(name, files)) as ComponentType;
      const markup = renderToStaticMarkup(createElement(component));
      const shapes = /^<svg[^>]*>(.*)<\/svg>$/s.exec(markup)?.[1];
      if (!shapes) throw new Error(`icon-sprite: "${name}" did not draw as one <svg>`);
      return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${shapes}</symbol>`;
    })
    .join('');
}

/**
 * The sprite's <svg>. `display="none"` is an SVG attribute, not a style, so the page's
 * Content-Security-Policy (no inline style attributes) lets it through; symbols show wherever they
 * are used all the same.
 */
const spriteAttributes = { xmlns: 'http://www.w3.org/2000/svg', display: 'none', 'aria-hidden': 'true' };

const virtualId = 'virtual:icon-sprite';

/**
 * The UI icons as one sprite in index.html, so that every icon of the first paint is drawn from the
 * page itself, without a script or a request. It closes the body: the start screen above it paints
 * without waiting for its bytes, and the app's script, which runs once the page is parsed, finds it.
 * `virtual:icon-sprite` is the same markup as a string, for the workbench's preview, which has no
 * index.html of the app. (The dev server starts again when icons.ts changes, as the config imports it.)
 */
export function iconSprite(): Plugin {
  let symbols: string | undefined;
  const drawn = () => (symbols ??= iconSymbols());
  return {
    name: 'icon-sprite',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : null),
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      const attributes = Object.entries(spriteAttributes)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return `export default ${JSON.stringify(`<svg${attributes}>${drawn()}</svg>`)};`;
    },
    transformIndexHtml: (): HtmlTagDescriptor[] => [{ tag: 'svg', attrs: spriteAttributes, children: drawn(), injectTo: 'body' }],
  };
}
