/**
 * react-aria's usePress adds an inline `<style id="react-aria-pressable-style">` to the document
 * unless an element with that id is already there. A strict Content-Security-Policy (no inline
 * styles) refuses it, and the rule it carries is in global.css.ts, so a marker with that id stands
 * in for it. The e2e CSP test fails if react-aria ever injects a style again.
 */
const reactAriaPressableStyleId = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(reactAriaPressableStyleId)) {
  const marker = document.createElement('meta');
  marker.id = reactAriaPressableStyleId;
  marker.name = 'pressable-style';
  marker.content = 'in the app stylesheet';
  document.head.append(marker);
}
