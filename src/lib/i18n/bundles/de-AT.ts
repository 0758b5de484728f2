/** Every slice's de-AT messages file, each loaded when its namespace is first asked for (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/de-AT.json', { import: 'default' });
