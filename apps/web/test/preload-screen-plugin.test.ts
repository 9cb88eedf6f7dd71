import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadScreen } from '../preload-screen-plugin';

/** A bundle as the build hands it over: chunks by file name, with their static imports. */
function bundleOf(
  chunks: { fileName: string; imports: string[]; isEntry?: boolean; facadeModuleId?: string }[],
) {
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { type: 'chunk', isEntry: false, facadeModuleId: null, ...chunk },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

function tagsFor(bundle: Rolldown.OutputBundle | undefined): HtmlTagDescriptor[] {
  const plugin = preloadScreen('src/app/routes/overview.tsx');
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[];
  };
  return hook.handler('<html></html>', { bundle } as IndexHtmlTransformContext);
}

describe('preloadScreen', () => {
  it("preloads the screen's chunk and the chunks it imports, but not those the main script already loads", () => {
    const bundle = bundleOf([
      {
        fileName: 'assets/index.js',
        imports: ['assets/react.js'],
        isEntry: true,
        facadeModuleId: '/w/src/main.tsx',
      },
      { fileName: 'assets/react.js', imports: [] },
      {
        fileName: 'assets/overview.js',
        imports: ['assets/table.js', 'assets/react.js'],
        facadeModuleId: '/w/apps/web/src/app/routes/overview.tsx',
      },
      { fileName: 'assets/table.js', imports: ['assets/icons.js'] },
      { fileName: 'assets/icons.js', imports: [] },
      { fileName: 'assets/backtesting.js', imports: [], facadeModuleId: '/w/src/app/routes/backtesting.tsx' },
    ]);
    expect(tagsFor(bundle).map((tag) => tag.attrs?.href)).toEqual([
      '/assets/overview.js',
      '/assets/table.js',
      '/assets/icons.js',
    ]);
    expect(tagsFor(bundle)[0]).toMatchObject({
      tag: 'link',
      attrs: { rel: 'modulepreload' },
      injectTo: 'head',
    });
  });

  it('fails the build when the screen has no chunk of its own (a renamed route would silently lose its preload)', () => {
    const bundle = bundleOf([{ fileName: 'assets/index.js', imports: [], isEntry: true }]);
    expect(() => tagsFor(bundle)).toThrow('no chunk for src/app/routes/overview.tsx');
  });

  it('adds nothing in the dev server, which has no bundle', () => {
    expect(tagsFor(undefined)).toEqual([]);
  });
});
