import { lazyComponent } from '../lazy-component';

export type { RichTextEditorProps } from './RichTextEditor';

/**
 * The editor and its library (Tiptap, ProseMirror) load only where a form shows one: put it in a
 * LazyPartBoundary, which waits for that code, and if it cannot be fetched says so in the editor's
 * place; the rest of the form, with what was typed in it, stays.
 */
export const RichTextEditor = lazyComponent(() => import('./RichTextEditor').then((module) => module.default));
