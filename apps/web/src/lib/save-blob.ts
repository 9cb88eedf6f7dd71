/**
 * The console's one way to hand a file to the browser (docs/console.md, "Downloads"): a temporary link in the
 * page, clicked, removed; the object URL is revoked only after the click's task has ended, since some browsers
 * start reading it after the click returns (revoking at once saves an empty or failed file there).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text built in the page as a file (no server round trip); `type` defaults to JSON. */
export function saveText(fileName: string, text: string, type = 'application/json'): void {
  saveBlob(new Blob([text], { type: type.includes('charset') ? type : `${type};charset=utf-8` }), fileName);
}
