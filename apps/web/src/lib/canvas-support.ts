let canvasSupport: boolean | undefined;

/** lightweight-charts draws on a 2D canvas; without one (jsdom) a chart is left out instead of crashing. */
export function canDrawCharts(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}
