/** Every slice's en-US messages file, each loaded when its namespace is first asked for (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/en-US.json', { import: 'default' });
