/** Arabic-Indic digits (٠–٩) and their Persian and Urdu forms (۰–۹), by the Latin digit each stands for. */
const nativeDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * A number as typed, with the digits and marks of Arabic script (what an Arabic keyboard types:
 * "١٩٩٫٥", "٢٤٦٨١٠") written in Latin ones, so that the same rules read it: the Arabic decimal mark
 * (٫) becomes a point and its grouping mark (٬) a comma. Everything else is left as it is.
 */
export function withLatinDigits(typed: string): string {
  return typed
    .replace(nativeDigits, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06f0' ? 0x06f0 : 0x0660)))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}
