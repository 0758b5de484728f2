export { useAltShortcut } from './use-alt-shortcut';
