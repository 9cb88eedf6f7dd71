/**
 * Position categories by precedence (docs/positions.md, Category): golden, then admin, then signal (from
 * Telegram), then opportunity, else other. A position belongs to exactly one category.
 */
export const POSITION_CATEGORIES = ['golden', 'admin', 'signal', 'opportunity', 'other'] as const;
export type PositionCategory = (typeof POSITION_CATEGORIES)[number];

/** The flags that decide a position's category. */
export interface CategoryFlags {
  isGolden: boolean;
  openByAdmin: boolean;
  isSignalFromTelegram: boolean;
  isOpportunity: boolean;
}

export function positionCategory(flags: CategoryFlags): PositionCategory {
  if (flags.isGolden) return 'golden';
  if (flags.openByAdmin) return 'admin';
  if (flags.isSignalFromTelegram) return 'signal';
  if (flags.isOpportunity) return 'opportunity';
  return 'other';
}

/** Display labels, as the history screen names its blocks and its Type column. */
export const POSITION_CATEGORY_LABELS: Record<PositionCategory, string> = {
  golden: 'Golden',
  admin: 'Admin',
  signal: 'Signal',
  opportunity: 'Opportunity',
  other: 'Other',
};
