import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob, saveText } from './save-blob';

/**
 * The one download helper: every screen's file (users CSV, history CSV, backtest settings and results) goes
 * through it, so each is clicked from a link in the page and its URL outlives the click.
 */
describe('saveBlob', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function watch() {
    const events: string[] = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:file';
    };
    URL.revokeObjectURL = (url: string) => {
      events.push(`revoke ${url}`);
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      events.push(`click ${this.download} ${this.href} in page: ${document.body.contains(this)}`);
    });
    return { events, blobs };
  }

  it('clicks a link that is in the page, removes it, and revokes the URL only after the task ends', () => {
    vi.useFakeTimers();
    const { events } = watch();
    saveBlob(new Blob(['x']), 'a.csv');
    expect(events).toEqual(['click a.csv blob:file in page: true']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    vi.runAllTimers();
    expect(events).toEqual(['click a.csv blob:file in page: true', 'revoke blob:file']);
  });

  it('saves text as UTF-8 of the given type, JSON when none is given', () => {
    const { blobs } = watch();
    saveText('t.csv', 'é;1', 'text/csv');
    saveText('s.json', '{}');
    expect(blobs.map((blob) => blob.type)).toEqual([
      'text/csv;charset=utf-8',
      'application/json;charset=utf-8',
    ]);
    expect(blobs[0]?.size).toBe(4); // é is two bytes in UTF-8, then ';' and '1'
  });
});
