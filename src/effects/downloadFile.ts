// Saves a text file through the browser's download: a Blob, an object URL and a temporary <a download>.

/** A file to save: its name, MIME type and text. */
export interface TextFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** How long the object URL stays valid after the click (the download reads it asynchronously). */
const REVOKE_AFTER_MS = 60_000;

export function downloadFile(file: TextFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
