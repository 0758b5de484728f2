/**
 * The space between each element and the one before it, top to bottom, in whole pixels: rows that
 * follow each other without a gap or an overlap give all zeros.
 */
export function gapsBetween(elements: Iterable<Element>) {
  const boxes = [...elements].map((element) => element.getBoundingClientRect());
  return boxes.slice(1).map((box, index) => Math.round(box.top - boxes[index]!.bottom));
}
