import type { TestProject } from 'vitest/node';
import { buildApp, buildDir, realApiUrl } from './support';

/**
 * The production builds the end-to-end files open, built once per run before any of them starts:
 * the demo (the embedded fake backend), as the composed app, the load check and the size budget open
 * it, and one for a real API, as the build and outage checks open it. Built one after the other,
 * each with the whole machine, before the stories share it.
 */
export default async function buildOnce(project: TestProject) {
  const demo = buildDir('demo-dist');
  const realApi = buildDir('real-api-dist');
  await buildApp(demo, '');
  await buildApp(realApi, realApiUrl);
  project.provide('builds', { demo, realApi });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The output folders of this run's builds (e2e/global-setup.ts). */
    builds: { demo: string; realApi: string };
  }
}
