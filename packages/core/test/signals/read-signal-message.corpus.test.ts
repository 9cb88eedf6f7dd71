import { describe, expect, it } from 'vitest';
import { readSignalMessage } from '../../src/signals/read-signal-message';
import { CORPUS } from './corpus';

describe('readSignalMessage on the corpus of real messages', () => {
  it('holds at least 200 signal posts from at least 15 channels, and 60 other posts', () => {
    const signals = CORPUS.filter((message) => message.post === 'signal');
    expect(signals.length).toBeGreaterThanOrEqual(200);
    expect(CORPUS.filter((message) => message.post === 'nonSignal').length).toBeGreaterThanOrEqual(60);
    expect(new Set(signals.map((message) => message.channel)).size).toBeGreaterThanOrEqual(15);
    expect(signals.filter((message) => message.expected.kind === 'signal').length).toBeGreaterThanOrEqual(
      120,
    );
  });

  it('names the source of every message', () => {
    for (const message of CORPUS) {
      expect(message.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(message.path.length).toBeGreaterThan(0);
    }
  });

  it('never reads a post that is no signal as a new signal', () => {
    for (const message of CORPUS.filter((entry) => entry.post === 'nonSignal')) {
      expect(readSignalMessage(message.text).kind, message.text).not.toBe('signal');
    }
  });

  it.each(CORPUS.map((message, index) => [index, message.channel, message] as const))(
    '#%i (%s) reads as checked by hand',
    (_index, _channel, message) => {
      expect(readSignalMessage(message.text)).toEqual(message.expected);
    },
  );
});
