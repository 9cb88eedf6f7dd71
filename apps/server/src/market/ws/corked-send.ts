import type { Socket } from 'node:net';
import type WebSocket from 'ws';

export interface CorkedSender {
  /** Sends through `ws` as usual (any data, any frame type). */
  send(data: Buffer | string, options?: { binary?: boolean }): void;
  /**
   * Writes an already-framed server message (see `textFrame`) straight to the TCP socket, skipping `ws`'s framing
   * for each client. Falls back to `send` of `payload` when the connection negotiated an extension (a compressed
   * connection has its own queue) or `ws` hides its socket.
   */
  sendFramed(frame: Buffer, payload: Buffer): void;
}

const TEXT = { binary: false } as const;

/**
 * Sending for one websocket that groups every frame of one synchronous burst (the hub fanning out the ticks of one
 * upstream read) into a single socket write: the TCP socket is corked at the burst's first frame and uncorked in a
 * microtask. Each frame stays a websocket message of its own. Reaches `ws`'s `_socket`.
 */
export function createCorkedSender(socket: WebSocket): CorkedSender {
  let corked = false;
  const rawSocket = () => (socket as unknown as { _socket?: Socket | null })._socket ?? null;
  const cork = (raw: Socket | null) => {
    if (!raw || corked) return;
    corked = true;
    raw.cork();
    queueMicrotask(() => {
      corked = false;
      raw.uncork();
    });
  };
  return {
    send(data, options) {
      cork(rawSocket());
      if (options) socket.send(data, options);
      else socket.send(data);
    },
    sendFramed(frame, payload) {
      const raw = rawSocket();
      if (!raw || socket.extensions !== '') {
        this.send(payload, TEXT);
        return;
      }
      cork(raw);
      raw.write(frame);
    },
  };
}

/** An unmasked, final websocket text frame (server to client, RFC 6455 section 5.2) holding `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
