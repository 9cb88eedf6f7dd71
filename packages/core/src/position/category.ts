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

/** The precedence as data, first match wins; a position with none of the flags is 'other'. */
export const CATEGORY_PRECEDENCE: readonly { category: PositionCategory; flag: keyof CategoryFlags }[] = [
  { category: 'golden', flag: 'isGolden' },
  { category: 'admin', flag: 'openByAdmin' },
  { category: 'signal', flag: 'isSignalFromTelegram' },
  { category: 'opportunity', flag: 'isOpportunity' },
];

export function positionCategory(flags: CategoryFlags): PositionCategory {
  return CATEGORY_PRECEDENCE.find((entry) => flags[entry.flag])?.category ?? 'other';
}

/** Display labels, as the history screen names its blocks and its Type column. */
export const POSITION_CATEGORY_LABELS: Record<PositionCategory, string> = {
  golden: 'Golden',
  admin: 'Admin',
  signal: 'Signal',
  opportunity: 'Opportunity',
  other: 'Other',
};
