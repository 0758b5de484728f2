/**
 * The frame around a page (navigation, top bar, footer, in the ten non-empty layouts): a chunk of its
 * own, loaded by the shell route when a page shows it, or earlier by the app when it expects one.
 */
export { ShellLayout } from './layout/ShellLayout';
