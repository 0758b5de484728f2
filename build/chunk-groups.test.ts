import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planParts, type ChunkGraph } from './chunk-groups';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const id = (path: string) => `${root}/${path}`;

/**
 * A default split of a small app: the entry with React, the shell (which imports a shared button
 * chunk), two top bar panels sharing a combo box, the sign-in page sharing the button and the form
 * library with a panel, and a template app that only the menu links to.
 */
const graph: ChunkGraph = {
  chunks: [
    { fileName: 'index.js', isEntry: true, moduleIds: [id('src/app/main.tsx'), id('node_modules/react/index.js')], imports: [] },
    { fileName: 'shell.js', isEntry: false, moduleIds: [id('src/features/shell/index.ts')], imports: ['index.js', 'Button.js'] },
    {
      fileName: 'Button.js',
      isEntry: false,
      moduleIds: [id('src/components/Button/Button.tsx'), id('src/components/Button/Button.css.ts')],
      imports: ['index.js'],
    },
    { fileName: 'search.js', isEntry: false, moduleIds: [id('src/features/search/index.ts')], imports: ['ComboBox.js', 'Button.js'] },
    { fileName: 'shortcuts.js', isEntry: false, moduleIds: [id('src/features/shortcuts/index.ts')], imports: ['ComboBox.js', 'zod.js'] },
    { fileName: 'ComboBox.js', isEntry: false, moduleIds: [id('src/components/ComboBox/ComboBox.tsx')], imports: [] },
    { fileName: 'zod.js', isEntry: false, moduleIds: [id('node_modules/zod/index.js')], imports: [] },
    { fileName: 'auth.js', isEntry: false, moduleIds: [id('src/features/auth/route.tsx')], imports: ['Button.js', 'zod.js'] },
    {
      fileName: 'contacts.js',
      isEntry: false,
      moduleIds: [id('src/features/contacts/route.tsx')],
      imports: ['ComboBox.js', 'DatePicker.js'],
    },
    { fileName: 'DatePicker.js', isEntry: false, moduleIds: [id('src/components/DatePicker/DatePicker.tsx')], imports: [] },
  ],
};

const parts = [
  { name: 'shell', from: ['src/features/shell/index.ts'] },
  { name: 'controls', from: ['src/features/search/index.ts', 'src/features/shortcuts/index.ts'], within: ['src/features/auth/route.tsx'] },
  { name: 'session', from: ['src/features/search/index.ts', 'src/features/shortcuts/index.ts'] },
];

const membersOf = (plan: Map<string, string>, name: string) =>
  [...plan]
    .filter(([, part]) => part === name)
    .map(([module]) => module.slice(root.length + 1))
    .sort();

describe('planParts', () => {
  const plan = planParts(graph, parts, root);

  it('puts in a part what its start modules load, but for the entry’s chunks', () => {
    expect(membersOf(plan, 'shell')).toEqual([
      'src/components/Button/Button.css.ts',
      // A stylesheet's CSS, which no chunk lists, goes with it: it would otherwise be a file of its own.
      'src/components/Button/Button.css.ts.vanilla.css',
      'src/components/Button/Button.tsx',
      'src/features/shell/index.ts',
    ]);
    expect(plan.has(id('src/app/main.tsx'))).toBe(false);
    expect(plan.has(id('node_modules/react/index.js'))).toBe(false);
  });

  it('gives a module to the first part that loads it, and keeps what two places share apart', () => {
    expect(membersOf(plan, 'controls')).toEqual(['node_modules/zod/index.js']);
    expect(membersOf(plan, 'session')).toEqual([
      'src/components/ComboBox/ComboBox.tsx',
      'src/features/search/index.ts',
      'src/features/shortcuts/index.ts',
    ]);
  });

  it('leaves what no part loads to the default split', () => {
    expect(plan.has(id('src/features/contacts/route.tsx'))).toBe(false);
    expect(plan.has(id('src/components/DatePicker/DatePicker.tsx'))).toBe(false);
    expect(plan.has(id('src/features/auth/route.tsx'))).toBe(false);
  });

  it('puts a stylesheet’s CSS with the first part whose stylesheets import it', () => {
    // The button's recipe builds on the sprinkles, whose own module only the combo box (a later part) loads.
    const sprinkles = id('src/lib/theme/sprinkles.css.ts');
    const withSprinkles: ChunkGraph = {
      chunks: graph.chunks.map((chunk) =>
        chunk.fileName === 'ComboBox.js' ? { ...chunk, moduleIds: [...chunk.moduleIds, sprinkles] } : chunk,
      ),
      stylesheetImports: new Map([
        [id('src/components/Button/Button.css.ts'), [id('src/components/Button/Button.css.ts.vanilla.css'), `${sprinkles}.vanilla.css`]],
        [sprinkles, [`${sprinkles}.vanilla.css`]],
      ]),
    };
    const planned = planParts(withSprinkles, parts, root);
    expect(planned.get(`${sprinkles}.vanilla.css`)).toBe('shell');
    expect(planned.get(id('src/components/Button/Button.css.ts.vanilla.css'))).toBe('shell');
    expect(planned.get(sprinkles)).toBe('session');
  });

  it('makes a part empty when the build has none of its modules, and refuses a start module that does not exist', () => {
    const withoutShell = { chunks: graph.chunks.filter((chunk) => chunk.fileName !== 'shell.js') };
    expect(membersOf(planParts(withoutShell, parts.slice(0, 1), root), 'shell')).toEqual([]);
    expect(() => planParts(graph, [{ name: 'typo', from: ['src/features/shel/index.ts'] }], root)).toThrow(/No module .*shel\/index\.ts/);
  });

  it('puts in a part that many pages share only what at least that many of them load', () => {
    // Three apps: all three open dialogs, two of them list boxes (with their collection code), one alone sorts.
    const apps: ChunkGraph = {
      chunks: [
        graph.chunks[0]!,
        {
          fileName: 'notes.js',
          isEntry: false,
          moduleIds: [id('src/features/notes/route.tsx')],
          imports: ['index.js', 'Dialog.js', 'ListBox.js'],
        },
        {
          fileName: 'tasks.js',
          isEntry: false,
          moduleIds: [id('src/features/tasks/route.tsx')],
          imports: ['Dialog.js', 'ListBox.js', 'Sortable.js'],
        },
        { fileName: 'scrumboard.js', isEntry: false, moduleIds: [id('src/features/scrumboard/route.tsx')], imports: ['Dialog.js'] },
        { fileName: 'Dialog.js', isEntry: false, moduleIds: [id('src/components/Dialog/Dialog.tsx')], imports: ['index.js'] },
        { fileName: 'ListBox.js', isEntry: false, moduleIds: [id('src/components/ListBox/ListBox.tsx')], imports: ['Collection.js'] },
        { fileName: 'Collection.js', isEntry: false, moduleIds: [id('node_modules/collection/index.js')], imports: [] },
        { fileName: 'Sortable.js', isEntry: false, moduleIds: [id('src/components/Sortable/Sortable.tsx')], imports: [] },
      ],
    };
    const routes = ['src/features/notes/route.tsx', 'src/features/tasks/route.tsx', 'src/features/scrumboard/route.tsx'];
    expect(membersOf(planParts(apps, [{ name: 'kit', from: routes, sharedBy: 3 }], root), 'kit')).toEqual([
      'src/components/Dialog/Dialog.tsx',
    ]);
    expect(membersOf(planParts(apps, [{ name: 'kit', from: routes, sharedBy: 2 }], root), 'kit')).toEqual([
      'node_modules/collection/index.js',
      'src/components/Dialog/Dialog.tsx',
      'src/components/ListBox/ListBox.tsx',
    ]);
    // Without a threshold a part is everything its start modules load: here the three apps themselves.
    expect(membersOf(planParts(apps, [{ name: 'kit', from: routes }], root), 'kit')).toHaveLength(7);
  });
});
