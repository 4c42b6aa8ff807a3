/**
 * Saves text as a file through a temporary object URL (no request is made): a CSV export, a
 * recreate script.
 */
export function downloadText(fileName: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * CSV text as a file. The byte-order mark makes spreadsheet apps read the file as UTF-8, so names
 * in any script survive the round trip.
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadText(fileName, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}
