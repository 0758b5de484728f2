import { useEffect, useEffectEvent } from 'react';

/**
 * A page's own shortcut, Alt plus a key (by its place on the keyboard, so that it works in every
 * layout), wherever focus is on the page. Say it on the control it triggers with `aria-keyshortcuts`.
 */
export function useAltShortcut(code: `Key${string}`, onPress: () => void, { shift = false }: { shift?: boolean } = {}) {
  const press = useEffectEvent(onPress);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey !== shift || event.code !== code) return;
      event.preventDefault();
      press();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [code, shift]);
}
