/**
 * Sample data is made relative to this day, the same one the workbench's clock is fixed at. A module
 * of its own: the areas whose samples are written out (inbox, mailbox) read it without loading faker.
 */
export const sampleToday = new Date('2026-03-16T09:30:00+01:00');
