/**
 * The space between each element and the one before it, top to bottom, in whole pixels: rows that
 * follow each other without a gap or an overlap give all zeros.
 */
export function gapsBetween(elements: Iterable<Element>) {
  const boxes = [...elements].map((element) => element.getBoundingClientRect());
  return boxes.slice(1).map((box, index) => Math.round(box.top - boxes[index]!.bottom));
}

/** How many of a grid's items stand on each of its lines, top to bottom: `[3, 1]` is a row of three with one left alone below. */
export function itemsPerLine(grid: Element) {
  const lines = new Map<number, number>();
  for (const item of grid.children) {
    const top = Math.round(item.getBoundingClientRect().top);
    lines.set(top, (lines.get(top) ?? 0) + 1);
  }
  return [...lines.keys()].sort((a, b) => a - b).map((top) => lines.get(top)!);
}
