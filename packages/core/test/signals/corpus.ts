import type { SignalMessageReading } from '../../src/signals/read-signal-message';
import lessons from './corpus/annamarashova__lessons.json';
import cryptoSignalsAnalysis from './corpus/CryptobotCZ__crypto-signals-analysis.json';
import hitNetworkTradeServer from './corpus/DeployStarshipMatt__hitNetworkTradeServer.json';
import solanaWalletActivityChecker from './corpus/Georqq__SolanaWalletActivityChecker.json';
import cryptobot from './corpus/heyarsen__cryptobot.json';
import telegramCryptoSignalParser from './corpus/JuicedBakker__telegram-crypto-signal-parser.json';
import cur from './corpus/jimiharford__cur.json';
import calistoFx from './corpus/jose-oyuko__calisto_fx.json';
import sigpyparser from './corpus/kmels__sigpyparser.json';
import tigger from './corpus/LittleUmbrella__tigger.json';
import tradeBotTelegramMexc from './corpus/melihzafer__trade_bot_telegram_mexc.json';
import cptTelegramTradingsignalsInterpreter from './corpus/RodrigoPerezDomanico__cpt-telegram-tradingsignals-interpreter.json';
import telegramBot from './corpus/ZE-BOSS__telegram-bot.json';

/**
 * The corpus of real messages (docs/signals.md, "The corpus"): what public parser projects keep as fixtures of the
 * channels they read, one file per repository under corpus/, each message with where it was found and the reading
 * checked by hand. `post` says whether the channel posted it as a signal (read, or refused with the reason) or as
 * something else (a result, an update, a remark).
 */
export interface CorpusMessage {
  channel: string;
  /** The file of the repository the message was taken from. */
  path: string;
  commit?: string;
  post: 'signal' | 'nonSignal';
  text: string;
  expected: SignalMessageReading;
  note?: string;
}

export interface CorpusFile {
  repo: string;
  messages: CorpusMessage[];
}

const FILES = [
  cryptoSignalsAnalysis,
  hitNetworkTradeServer,
  solanaWalletActivityChecker,
  telegramCryptoSignalParser,
  tigger,
  cptTelegramTradingsignalsInterpreter,
  telegramBot,
  lessons,
  cryptobot,
  cur,
  calistoFx,
  sigpyparser,
  tradeBotTelegramMexc,
] as CorpusFile[];

export const CORPUS: (CorpusMessage & { repo: string })[] = FILES.flatMap((file) =>
  file.messages.map((message) => ({ ...message, repo: file.repo })),
);
