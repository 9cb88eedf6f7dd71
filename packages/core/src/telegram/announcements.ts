/**
 * What the service says on Telegram, in French and English, written once (docs/telegram.md, Messages). The
 * server renders every message through these functions: the position announcements, the console's test message,
 * the invite sent to a new subscriber and the note sent to one who lost access.
 */
import { type BreakevenSettings, type OpenPositionLevels, stopMovedByTarget } from '../position/active-stop';
import type { Direction } from '../position/profit';

export const TELEGRAM_LANGUAGES = ['fr', 'en'] as const;
export type TelegramLanguage = (typeof TELEGRAM_LANGUAGES)[number];

/** What happened to a position, as stored in the outbox by the database (migration 0009). */
export const POSITION_EVENT_KINDS = ['opened', 'tp1', 'tp2', 'closed'] as const;
export type PositionEventKind = (typeof POSITION_EVENT_KINDS)[number];

/** What an announcement says: one position event may give two (TP1 then the stop moved to breakeven). */
export const ANNOUNCEMENT_KINDS = ['opened', 'tp1', 'tp2', 'tp3', 'breakeven', 'stop_hit', 'closed'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** The close reasons that are a stop reached (the initial stop, or the stop moved to a breakeven). */
const STOP_REASONS: readonly string[] = ['SL', 'BREAKEVEN_1', 'BREAKEVEN_2'];

/** What of a position its event's announcements depend on: its levels and sizes, and how it closed. */
export type AnnouncementSubject = Omit<OpenPositionLevels, 'hitTp1' | 'hitTp2'> & {
  closeReason: string | null;
};

/**
 * The announcements of one position event (docs/telegram.md, Announcements). A take-profit that really moved the
 * stop is followed by a breakeven announcement: core/position/active-stop's `stopMovedByTarget`, the monitor's own
 * rule (TP1 with breakeven 1 on and its level better than the stop, TP2 with breakeven 2 on). A close says TP3 when
 * the third target closed it, "stop hit" for a stop or a breakeven stop, and "closed" for anything else (timeout,
 * an admin's close...).
 */
export function announcementsOfEvent(
  kind: PositionEventKind,
  position: AnnouncementSubject,
  settings: BreakevenSettings,
): AnnouncementKind[] {
  switch (kind) {
    case 'opened':
      return ['opened'];
    case 'tp1':
    case 'tp2':
      return stopMovedByTarget(position, settings, kind) === null ? [kind] : [kind, 'breakeven'];
    case 'closed': {
      const reason = position.closeReason;
      if (reason === 'TP3') return ['tp3'];
      return reason !== null && STOP_REASONS.includes(reason) ? ['stop_hit'] : ['closed'];
    }
  }
}

/** The position as an announcement shows it. */
export interface AnnouncedPosition {
  id: number;
  symbol: string;
  direction: Direction;
  entryPrice: number;
  stopLoss: number;
  tp1: number;
  tp2: number;
  tp3: number;
  exitPrice: number | null;
  closeReason: string | null;
  /** The final profit of a closed position, percent (leverage not applied). */
  finalProfitPercentage: number | null;
  /** Where the stop now is, for a breakeven announcement. */
  breakevenStop: number | null;
}

interface Words {
  direction: Record<Direction, string>;
  opened: string;
  entry: string;
  targets: string;
  stop: string;
  tp: (n: number) => string;
  breakeven: string;
  stopHit: string;
  closed: string;
  exit: string;
  result: string;
  reason: string;
  test: string;
  invite: string;
  removed: string;
}

const WORDS: Record<TelegramLanguage, Words> = {
  fr: {
    direction: { LONG: 'LONG 🟢', SHORT: 'SHORT 🔴' },
    opened: 'Nouvelle position',
    entry: 'Entrée',
    targets: 'Objectifs',
    stop: 'Stop',
    tp: (n) => `🎯 Objectif ${n} atteint`,
    breakeven: '🛡 Stop déplacé au point mort',
    stopHit: '⛔ Stop atteint',
    closed: '✅ Position clôturée',
    exit: 'Sortie',
    result: 'Résultat',
    reason: 'Motif',
    test: '🔔 Message de test de SignalDesk : les annonces arrivent bien ici.',
    invite: 'Bienvenue ! Voici votre lien d’accès au groupe (valable pour une seule personne) :',
    removed:
      'Votre abonnement a pris fin : votre accès au groupe est retiré. Renouvelez-le pour le retrouver.',
  },
  en: {
    direction: { LONG: 'LONG 🟢', SHORT: 'SHORT 🔴' },
    opened: 'New position',
    entry: 'Entry',
    targets: 'Targets',
    stop: 'Stop',
    tp: (n) => `🎯 Target ${n} hit`,
    breakeven: '🛡 Stop moved to breakeven',
    stopHit: '⛔ Stop hit',
    closed: '✅ Position closed',
    exit: 'Exit',
    result: 'Result',
    reason: 'Reason',
    test: '🔔 SignalDesk test message: announcements arrive here.',
    invite: 'Welcome! Here is your link to the group (it admits one person):',
    removed: 'Your subscription has ended: your access to the group is removed. Renew it to join again.',
  },
};

/** A price as written in a message: up to 8 significant digits, no exponent, no trailing zeros. */
export function formatPrice(price: number): string {
  const rounded = Number(price.toPrecision(8));
  if (rounded === 0 || Math.abs(rounded) >= 1e-6) return String(rounded);
  return rounded.toFixed(14).replace(/0+$/, '');
}

/** A profit, signed, two decimals: `+1.25 %` / `-0.80 %` (French: `+1,25 %`). */
export function formatPercent(value: number, language: TelegramLanguage): string {
  const text = `${value > 0 ? '+' : ''}${value.toFixed(2)} %`;
  return language === 'fr' ? text.replace('.', ',') : text;
}

/** The text of one announcement (plain text: no parse mode, so no character needs escaping). */
export function announcementText(
  kind: AnnouncementKind,
  position: AnnouncedPosition,
  language: TelegramLanguage,
): string {
  const w = WORDS[language];
  const head = `${position.symbol} ${w.direction[position.direction]}`;
  const price = formatPrice;
  switch (kind) {
    case 'opened':
      return [
        `📣 ${w.opened} — ${head}`,
        `${w.entry} : ${price(position.entryPrice)}`,
        `${w.targets} : ${[position.tp1, position.tp2, position.tp3].map(price).join(' / ')}`,
        `${w.stop} : ${price(position.stopLoss)}`,
      ].join('\n');
    case 'tp1':
    case 'tp2':
    case 'tp3': {
      const n = Number(kind.slice(2));
      const level = [position.tp1, position.tp2, position.tp3][n - 1]!;
      return `${w.tp(n)} — ${head}\n${price(level)}${closedTail(position, language)}`;
    }
    case 'breakeven':
      return `${w.breakeven} — ${head}\n${w.stop} : ${price(position.breakevenStop ?? position.entryPrice)}`;
    case 'stop_hit':
      return `${w.stopHit} — ${head}${closedTail(position, language)}`;
    case 'closed':
      return `${w.closed} — ${head}${closedTail(position, language)}${
        position.closeReason ? `\n${w.reason} : ${position.closeReason}` : ''
      }`;
  }
}

/** The exit price and result lines of a closed position (nothing for an open one). */
function closedTail(position: AnnouncedPosition, language: TelegramLanguage): string {
  if (position.exitPrice === null || position.finalProfitPercentage === null) return '';
  const w = WORDS[language];
  return `\n${w.exit} : ${formatPrice(position.exitPrice)}\n${w.result} : ${formatPercent(position.finalProfitPercentage, language)}`;
}

export function testMessageText(language: TelegramLanguage): string {
  return WORDS[language].test;
}

export function inviteText(inviteLink: string, language: TelegramLanguage): string {
  return `${WORDS[language].invite}\n${inviteLink}`;
}

export function removedText(language: TelegramLanguage): string {
  return WORDS[language].removed;
}
