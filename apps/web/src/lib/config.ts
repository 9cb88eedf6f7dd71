/**
 * The web app's one configuration module: nothing else reads import.meta.env.
 *
 * VITE_PRICE_STREAM_URL  websocket of best-ask prices (Binance USDT-M futures protocol, raw mode).
 *                        Default: the serving origin's `/ws` (ws: or wss: following the page's protocol).
 */

/** The product's name, shown in the sidebar and on the login screen. */
export const PRODUCT_TITLE = 'SignalDesk';

interface PageLocation {
  protocol: string;
  host: string;
}

/** The same-origin stream address: `wss://host/ws` on an https page, `ws://host/ws` otherwise. */
export function sameOriginStreamUrl(location: PageLocation): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

/** Accepts only ws: and wss: addresses, so a typo fails at start-up rather than as a silent reconnect loop. */
export function parseStreamUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new Error(`VITE_PRICE_STREAM_URL must be a ws: or wss: address, got "${value}"`);
  }
  return url.toString();
}

function readConfig() {
  const configuredStream = import.meta.env.VITE_PRICE_STREAM_URL as string | undefined;
  return {
    priceStreamUrl: configuredStream
      ? parseStreamUrl(configuredStream)
      : sameOriginStreamUrl(window.location),
  } as const;
}

export const webConfig = readConfig();
