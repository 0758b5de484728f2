/**
 * The UI icon set: Heroicons (outline), by their kebab-case names. Navigation data, shortcuts and
 * messages name icons with these strings.
 *
 * The icons' shapes are not in the app's script: the build draws each one once, as a symbol of a
 * sprite in index.html (scripts/icon-sprite.ts), and an icon refers to its symbol. Shapes in the
 * script were 16 KB (gzip) of every first load, parsed and run before the first paint, and made
 * again by React for every icon drawn; the page's markup carries them for less and at once.
 */
export const iconNames = [
  'academic-cap', 'archive-box', 'archive-box-arrow-down', 'arrow-down', 'arrow-left',
  'arrow-left-end-on-rectangle', 'arrow-path', 'arrow-right-on-rectangle', 'arrow-right-start-on-rectangle',
  'arrow-up', 'arrow-uturn-left', 'arrow-uturn-right', 'arrows-pointing-in', 'arrows-pointing-out',
  'banknotes', 'bars-3', 'bell', 'bell-slash', 'bold', 'bolt', 'bookmark', 'briefcase', 'building-office',
  'cake', 'calendar', 'calendar-days', 'chart-pie', 'chat-bubble-left-right', 'check', 'check-badge',
  'check-circle', 'chevron-double-left', 'chevron-double-right', 'chevron-down', 'chevron-left',
  'chevron-right', 'chevron-up', 'code-bracket', 'cog-6-tooth', 'credit-card', 'cube', 'currency-euro',
  'document', 'document-text', 'ellipsis-vertical', 'envelope', 'envelope-open', 'exclamation-circle',
  'exclamation-triangle', 'film', 'folder', 'globe-alt', 'home', 'inbox', 'information-circle', 'italic',
  'key', 'language', 'light-bulb', 'link', 'list-bullet', 'lock-closed', 'magnifying-glass', 'map-pin',
  'microphone', 'minus', 'numbered-list', 'paper-airplane', 'paper-clip', 'pencil-square', 'phone',
  'phone-arrow-down-left', 'phone-x-mark', 'photo', 'plus', 'presentation-chart-line',
  'question-mark-circle', 'shield-check', 'squares-2x2', 'star', 'table-cells', 'tag', 'trash', 'underline',
  'user', 'user-circle', 'user-group', 'users', 'video-camera', 'video-camera-slash', 'view-columns',
  'wallet', 'wrench-screwdriver', 'x-circle', 'x-mark',
] as const;

export type IconName = (typeof iconNames)[number];

const known: ReadonlySet<string> = new Set(iconNames);

export const isIconName = (value: unknown): value is IconName => typeof value === 'string' && known.has(value);

export { iconSymbolId } from './symbol-id';
