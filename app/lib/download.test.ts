// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { DOWNLOAD_URL_LIFETIME_MS, downloadBlob } from './download.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('a downloaded file’s URL outlives the click, and is revoked after its lifetime', () => {
  vi.useFakeTimers()
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file')
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
  const clicked: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download })
  })
  downloadBlob('barracks.json', new Blob(['{}'], { type: 'application/json' }))
  expect(clicked).toEqual([{ href: 'blob:file', download: 'barracks.json' }])
  // The browser reads the URL after the click returns, later on a busy device.
  vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS - 1)
  expect(revoke).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(revoke).toHaveBeenCalledWith('blob:file')
})
