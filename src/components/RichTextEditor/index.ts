import { lazyComponent } from '../lazy-component';

export type { RichTextEditorProps } from './RichTextEditor';

/**
 * The editor and its library (Tiptap, ProseMirror) load only where a form shows one: put it under a
 * Suspense, and under a LazyPartBoundary, so that an editor whose code cannot be fetched says so in
 * its place and the rest of the form, with what was typed in it, stays.
 */
export const RichTextEditor = lazyComponent(() => import('./RichTextEditor').then((module) => module.default));
