import type { TestProject } from 'vitest/node';
import { startDemoServer } from './support/demo-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the demo server (support/demo-server.ts) for the journeys and stops it after them. */
export default async function setup(project: TestProject) {
  const server = await startDemoServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
