/**
 * Hands a downloaded file to the browser, as a link to it would: the one way the app saves what it fetched (an
 * export read with the token, so a plain link cannot fetch it).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the save; the address is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
