import { lazy } from 'react';

export type { RichTextEditorProps } from './RichTextEditor';

/** The editor and its library (Tiptap, ProseMirror) load only where a form shows one: put it under a Suspense. */
export const RichTextEditor = lazy(() => import('./RichTextEditor'));
