/** Every slice's ar-SA messages file, each loaded when its namespace is first asked for (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/ar-SA.json', { import: 'default' });
