// Hands a file to the browser's downloads through a temporary link (a blob: or a same-site address).

export function startDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves bytes received from the server (a POST's answer) under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, filename);
  // Some browsers read the blob after the click returns: the address is freed a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
