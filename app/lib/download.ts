/**
 * How long a downloaded file's object URL stays valid. The browser reads it after the click
 * has returned, later on a busy device: revoked at once, the download was dropped without a
 * word (a test run on a loaded machine). FileSaver.js keeps its URLs 40 s for the same reason.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 40_000

/** Saves `href` (a data URL, or an object URL this page made) as `fileName`. */
export function downloadHref(fileName: string, href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.click()
}

/** Saves `blob` as `fileName`; its object URL is revoked once the browser has surely read it. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  downloadHref(fileName, url)
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS)
}
