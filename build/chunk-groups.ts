import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * A part of the app that loads as one chunk: what the modules in `from` load with them, statically.
 * Paths are from the project root.
 */
export interface LoadTogether {
  /** The chunk's name. */
  name: string;
  /** Where the part starts: modules the app imports dynamically. */
  from: string[];
  /** Only what these modules load as well: the part is what two places share. */
  within?: string[];
  /**
   * Only what at least this many of the `from` modules load: what many pages share, without what
   * one or two of them use alone. What such a module imports is loaded by as many, so the part
   * imports no later one.
   */
  sharedBy?: number;
}

/** A build's chunks as the plan needs them: which modules each holds, which chunks it imports statically. */
export interface ChunkGraph {
  chunks: { fileName: string; moduleIds: string[]; imports: string[]; isEntry: boolean }[];
  /**
   * The CSS each vanilla-extract stylesheet (`x.css.ts`) imports: its own and that of the stylesheets
   * it builds on (a recipe's sprinkles). Vite takes that CSS out into .css files, so no chunk lists
   * it. Without an entry, a stylesheet imports its own CSS only.
   */
  stylesheetImports?: Map<string, string[]>;
}

/**
 * Which part each module belongs to, from a build split the default way (by which chunks share a
 * module). A part holds every module that its start modules load statically, through the chunks they
 * import: what that page or panel loads anyway, so loading it as one file costs nothing more. The
 * entry's chunks are left out (they are the start chunk); a module goes to the first part that holds
 * it, so a part's chunk imports only earlier parts' and the entry's, never a later one.
 */
export function planParts(graph: ChunkGraph, parts: LoadTogether[], root: string): Map<string, string> {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  const reachable = (files: Iterable<string>) => {
    const seen = new Set<string>();
    const stack = [...files];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  // A stylesheet's CSS is loaded with the stylesheets that import it (no chunk lists it, Vite takes it
  // out into .css files): were it left out it would be a file of its own, and were it given to a later
  // part than one of its stylesheets, that part would import the later one.
  const withTheirCss = (modules: Set<string>) => {
    for (const id of [...modules])
      if (id.endsWith('.css.ts')) (graph.stylesheetImports?.get(id) ?? [`${id}.vanilla.css`]).forEach((css) => modules.add(css));
    return modules;
  };
  const modulesOf = (files: Iterable<string>) => withTheirCss(new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? [])));
  const start = reachable(graph.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const startModules = modulesOf(start);
  const loadedWith = (paths: string[]) => {
    const ids = new Set(paths.map((path) => join(root, path)));
    for (const id of ids) if (!existsSync(id)) throw new Error(`No module ${id} to start a part from`);
    // A build may leave a part's modules out (one for a real API has no fake backend): the part is then empty.
    const startFiles = graph.chunks.filter((chunk) => chunk.moduleIds.some((id) => ids.has(id))).map((chunk) => chunk.fileName);
    const modules = modulesOf([...reachable(startFiles)].filter((file) => !start.has(file)));
    for (const id of startModules) modules.delete(id);
    return modules;
  };
  /** What these modules load, each module with how many of them load it. */
  const loadCounts = (paths: string[]) => {
    const counts = new Map<string, number>();
    for (const path of paths) for (const id of loadedWith([path])) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const plan = new Map<string, string>();
  for (const part of parts) {
    const within = part.within && loadedWith(part.within);
    const loadedBy = loadCounts(part.from);
    const enough = part.sharedBy ?? 1;
    for (const [id, count] of loadedBy) {
      if (plan.has(id) || (within && !within.has(id)) || count < enough) continue;
      plan.set(id, part.name);
    }
  }
  return plan;
}

const planningBuild = 'CHUNK_PLAN_BUILD';

/** Whether this build is the one that finds the default split for the plan (see loadTogether). */
export const isPlanningBuild = () => process.env[planningBuild] === '1';

/**
 * The parts as code-splitting groups, one chunk each, in order, and the plugin that fills their plan
 * before the build splits its chunks: it builds the app once more, in memory and unminified, with the
 * default split, and reads from it which modules each part loads. Only for the app (index.html), not
 * for other builds of the same configuration (the workbench's), nor for that planning build itself;
 * there the plan stays empty and no module matches a group.
 */
export function loadTogether(parts: LoadTogether[], configFile: string): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const plan = new Map<string, string>();
  let enabled = false;
  let root = '';
  let mode = 'production';
  const plugin: Plugin = {
    name: 'load-together',
    apply: 'build',
    configResolved(config) {
      const input = config.build.rolldownOptions.input;
      enabled = !isPlanningBuild() && (input === undefined || input === join(config.root, 'index.html'));
      root = config.root;
      mode = config.mode;
    },
    async buildStart() {
      plan.clear();
      if (!enabled) return;
      process.env[planningBuild] = '1';
      try {
        const stylesheetImports = new Map<string, string[]>();
        const output = (await build({
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, manifest: false },
          plugins: [
            {
              name: 'load-together:stylesheet-imports',
              buildEnd() {
                for (const id of this.getModuleIds()) {
                  if (!id.endsWith('.css.ts')) continue;
                  stylesheetImports.set(
                    id,
                    this.getModuleInfo(id)?.importedIds.filter((imported) => imported.endsWith('.vanilla.css')) ?? [],
                  );
                }
              },
            },
          ],
        })) as Rolldown.RolldownOutput;
        const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        planParts({ chunks, stylesheetImports }, parts, root).forEach((name, id) => plan.set(id, name));
      } finally {
        delete process.env[planningBuild];
      }
    },
  };
  const groups = parts.map(({ name }, index) => ({
    name,
    priority: parts.length - index,
    test: (id: string) => plan.get(id) === name,
    // The plan holds each part's modules with what they import (but for earlier parts and the entry).
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
