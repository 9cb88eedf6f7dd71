import { parentPort } from 'node:worker_threads';
import { allocateDayCandles, SimulatedDayGenerator } from './day-generator';
import type { GenerationRequest, GenerationResponse } from './generation-pool';
import { assembleRange } from './range-generator';

/** Worker thread of GenerationPool: generates long ranges off the main thread. */
const generator = new SimulatedDayGenerator();
const scratch = allocateDayCandles();

parentPort!.on('message', (request: GenerationRequest) => {
  try {
    const { spec, startTime, length, closedEnd } = request;
    const candles = assembleRange(startTime, length, closedEnd, (day) =>
      generator.generate(spec, day, scratch),
    );
    const response: GenerationResponse = { id: request.id, candles };
    parentPort!.postMessage(response, [
      candles.open.buffer,
      candles.high.buffer,
      candles.low.buffer,
      candles.close.buffer,
      candles.volume.buffer,
      candles.quoteVolume.buffer,
      candles.takerBuyVolume.buffer,
      candles.present.buffer,
    ] as ArrayBuffer[]);
  } catch (error) {
    const response: GenerationResponse = { id: request.id, error: (error as Error).message };
    parentPort!.postMessage(response);
  }
});
