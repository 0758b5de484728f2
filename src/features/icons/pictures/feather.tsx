import { createElement, type ReactNode } from 'react';
import icons from 'feather-icons/dist/icons.json';
import type { IconPicture } from './types';

/** The shapes Feather draws with; anything else in its markup is left out. */
const shapes = new Set(['path', 'line', 'circle', 'polyline', 'polygon', 'rect', 'ellipse']);
const attributeName = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Feather's markup for an icon as React elements: its shapes and their attributes, nothing else. */
function shapesOf(markup: string): ReactNode[] {
  const svg = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`, 'image/svg+xml').documentElement;
  return [...svg.children]
    .filter((child) => shapes.has(child.tagName))
    .map((child, index) =>
      createElement(child.tagName, {
        key: index,
        ...Object.fromEntries([...child.attributes].map((attribute) => [attributeName(attribute.name), attribute.value])),
      }),
    );
}

const cache = new Map<string, ReactNode[]>();

const FeatherPicture: IconPicture = ({ name, size }) => {
  const markup = (icons as Record<string, string>)[name];
  if (markup === undefined) return null;
  if (!cache.has(name)) cache.set(name, shapesOf(markup));
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {cache.get(name)}
    </svg>
  );
};

export default FeatherPicture;
