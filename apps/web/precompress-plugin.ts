import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files at least this large get `.br` and `.gz` twins (the server's compression threshold, 1 KB). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes brotli (quality 11) and gzip (level 9) twins of the built text files once the bundle is written, for the
 * server's @fastify/static `preCompressed` (docs/operations.md, Compression): the best ratio, paid once at build.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'signaldesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
