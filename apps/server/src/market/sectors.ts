import type { Sector } from './exchange';

/**
 * Sector of a coin by base asset, kept as data (five sectors: docs/market-data.md, Symbols).
 * A coin not listed here is `other`. Shared by the simulated market and the Binance adapter.
 */
export const SECTOR_BY_BASE_ASSET: Readonly<Record<string, Sector>> = {
  // layer 1 chains
  BTC: 'layer1',
  ETH: 'layer1',
  BNB: 'layer1',
  SOL: 'layer1',
  ADA: 'layer1',
  AVAX: 'layer1',
  DOT: 'layer1',
  ATOM: 'layer1',
  NEAR: 'layer1',
  APT: 'layer1',
  SUI: 'layer1',
  TRX: 'layer1',
  XRP: 'layer1',
  LTC: 'layer1',
  TON: 'layer1',
  SEI: 'layer1',
  INJ: 'layer1',
  // decentralised finance
  UNI: 'defi',
  AAVE: 'defi',
  LINK: 'defi',
  MKR: 'defi',
  CRV: 'defi',
  COMP: 'defi',
  SNX: 'defi',
  LDO: 'defi',
  SUSHI: 'defi',
  DYDX: 'defi',
  PENDLE: 'defi',
  JUP: 'defi',
  // gaming and metaverse
  AXS: 'gaming',
  SAND: 'gaming',
  MANA: 'gaming',
  GALA: 'gaming',
  IMX: 'gaming',
  ENJ: 'gaming',
  APE: 'gaming',
  ILV: 'gaming',
  // artificial intelligence
  FET: 'ai',
  AGIX: 'ai',
  OCEAN: 'ai',
  RNDR: 'ai',
  RENDER: 'ai',
  TAO: 'ai',
  WLD: 'ai',
  ARKM: 'ai',
};

/** The sector of a base asset (`BTC` → `layer1`); `other` when unknown. */
export function sectorOf(baseAsset: string): Sector {
  return SECTOR_BY_BASE_ASSET[baseAsset.toUpperCase()] ?? 'other';
}
