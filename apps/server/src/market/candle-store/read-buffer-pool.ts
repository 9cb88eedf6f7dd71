const GRANULE = 1 << 20;

/**
 * Reusable buffers for month files. Reading allocates megabytes per file; recycling the buffers of months
 * that left the cache spares V8 the external-memory garbage collections that otherwise dominate a read.
 */
export class ReadBufferPool {
  private readonly free: ArrayBuffer[] = [];
  private freeBytes = 0;

  constructor(private readonly maxFreeBytes: number) {}

  /** A buffer of `size` bytes (offset 0, so 8-byte aligned), recycled when one fits. */
  take(size: number): Uint8Array {
    const index = this.free.findIndex(
      (buffer) => buffer.byteLength >= size && buffer.byteLength < size + 2 * GRANULE,
    );
    if (index >= 0) {
      const [buffer] = this.free.splice(index, 1);
      this.freeBytes -= buffer!.byteLength;
      return new Uint8Array(buffer!, 0, size);
    }
    return new Uint8Array(new ArrayBuffer(Math.ceil(size / GRANULE) * GRANULE), 0, size);
  }

  /** Gives a buffer from `take` back; nothing may use it afterwards. */
  give(bytes: Uint8Array): void {
    const buffer = bytes.buffer as ArrayBuffer;
    if (this.freeBytes + buffer.byteLength > this.maxFreeBytes) return;
    this.free.push(buffer);
    this.freeBytes += buffer.byteLength;
  }
}
