import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrame } from '../../src/market/ws/corked-send';

interface FrameReceiver {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  write(chunk: Buffer): void;
}
/** `ws`'s frame parser: exported by the package, absent from its type definitions. */
const Receiver = (ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameReceiver })
  .Receiver;

/** Decodes frames with `ws`'s own parser, as a client would. */
function decode(frame: Buffer): string[] {
  const messages: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    messages.push(data.toString());
  });
  receiver.write(frame);
  return messages;
}

describe('textFrame', () => {
  it.each([0, 125, 126, 300, 65_535, 65_536, 70_000])(
    'frames a %i-byte payload as one text message',
    (size) => {
      const payload = Buffer.from('x'.repeat(size));
      const frame = textFrame(payload);
      expect(frame[0]).toBe(0x81);
      expect(frame.length).toBe(size + (size < 126 ? 2 : size < 65_536 ? 4 : 10));
      expect(decode(frame)).toEqual([payload.toString()]);
    },
  );
});
