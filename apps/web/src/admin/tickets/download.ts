/**
 * File downloads (spec §7): fetched with the session cookie; a status of 400 or more fails
 * the download, and the page shows "An error occurred".
 */
export async function fetchFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status >= 400) throw new Error(`download failed: ${response.status}`);
  return response.blob();
}

export async function downloadFile(url: string, filename: string): Promise<void> {
  const blob = await fetchFile(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Opens the browser's print dialog on a PDF through a hidden frame. */
export async function printPdf(url: string): Promise<void> {
  const blob = await fetchFile(url);
  const href = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = href;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  };
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(href);
  }, 60_000);
}
