import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go uncompressed: the headers would cost more than the saving (docs/operations.md). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 KB (JSON and the console's files not found precompressed) with brotli or gzip, as the
 * client accepts (docs/operations.md, Compression). Brotli at quality 4: close to gzip's speed with smaller
 * output, so a several-megabyte history answer is not held up by the compressor. The console's built files are
 * served from their `.br`/`.gz` twins written at build (@fastify/static's preCompressed), which this plugin
 * leaves alone since they already carry a Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
