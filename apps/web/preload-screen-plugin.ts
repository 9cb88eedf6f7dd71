import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function chunkOf(bundle: OutputBundle, fileName: string): OutputChunk | null {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : null;
}

/** Every chunk a chunk imports statically, itself included. */
function staticGraph(bundle: OutputBundle, root: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunkOf(bundle, fileName)?.imports ?? []) visit(imported);
  };
  visit(root.fileName);
  return seen;
}

/**
 * Adds `<link rel="modulepreload">` tags for the chunks of the screen whose module path ends with `screenModule`
 * (docs/performance.md, "The Overview's first visit"). The browser then fetches and compiles them while it reads
 * the page, instead of after the console's main script has run; the screen still runs only when shown.
 */
export function preloadScreen(screenModule: string): Plugin {
  return {
    name: 'signaldesk-preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(screenModule));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!screen || !entry) throw new Error(`preloadScreen: no chunk for ${screenModule}`);
        const alreadyLoaded = staticGraph(bundle, entry);
        return [...staticGraph(bundle, screen)]
          .filter((fileName) => !alreadyLoaded.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
