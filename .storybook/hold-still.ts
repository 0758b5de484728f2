/**
 * What moves by itself is held still while a story is tested, so that its picture shows what the
 * story left however long a busy machine takes (a toast closes after 3 s; a picture may take
 * longer). The preview says how, as it knows the app; the test setup holds from the start of each
 * story until its picture has been taken, without importing the app itself.
 */
type Hold = () => () => void;

const holds: Hold[] = [];

/** `hold` starts holding something still and returns what lets it go again. */
export function registerHold(hold: Hold) {
  holds.push(hold);
}

export function holdStill(): () => void {
  const releases = holds.map((hold) => hold());
  return () => releases.forEach((release) => release());
}
