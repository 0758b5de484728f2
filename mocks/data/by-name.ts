/** People and contacts in the order a German-speaking reader looks for them. */
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');
