/**
 * Hands a file made in the browser (a downloaded export, a result as JSON) to the browser to save,
 * through a temporary link: the browser's own download, named `name`.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released a moment later: some browsers read the address only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
