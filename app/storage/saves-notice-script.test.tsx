import { afterEach, expect, test, vi } from 'vitest'
import { SAVES_NOTICE_STARTUP_SCRIPT } from './saves-notice-script.ts'
import {
  SAVES_NOTICE_COOKIE,
  SAVES_NOTICE_KEY,
  SAVES_NOTICE_SEEN_ATTRIBUTE,
} from './storage-names.ts'

const root = document.documentElement

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
  root.removeAttribute(SAVES_NOTICE_SEEN_ATTRIBUTE)
})

/** Runs the startup script as a page's <head> does; whether it marked the notice seen. */
function start(cookie: string): boolean {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie)
  new Function(SAVES_NOTICE_STARTUP_SCRIPT)()
  return root.hasAttribute(SAVES_NOTICE_SEEN_ATTRIBUTE)
}

test('a browser that never dismissed the notice sees it', () => {
  expect(start('i18n_redirected=en')).toBe(false)
})

test('dismissed, by the cookie or by the storage: hidden from the first paint', () => {
  expect(start(`i18n_redirected=en; ${SAVES_NOTICE_COOKIE}=1`)).toBe(true)
  root.removeAttribute(SAVES_NOTICE_SEEN_ATTRIBUTE)
  window.localStorage.setItem(SAVES_NOTICE_KEY, '2026-11-26T00:00:00.000Z')
  expect(start('')).toBe(true)
})

test('storage refused: the notice shows, and the page goes on', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(start('')).toBe(false)
})
