/**
 * The list's keys after moving `moving` (kept in their own order) before or after `target`. A move
 * onto one of the moving keys themselves changes nothing.
 */
export function reorderKeys(keys: readonly string[], moving: ReadonlySet<string>, target: string, position: 'before' | 'after'): string[] {
  if (moving.has(target)) return [...keys];
  const moved = keys.filter((key) => moving.has(key));
  const rest = keys.filter((key) => !moving.has(key));
  const at = rest.indexOf(target);
  if (at < 0) return [...keys];
  rest.splice(position === 'before' ? at : at + 1, 0, ...moved);
  return rest;
}
