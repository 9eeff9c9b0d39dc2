import { expect, test } from 'vitest'
import { readDeviceClass } from './device-class.server.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

const requestFrom = (userAgent: string | null) =>
  new Request('https://hero-peeler.example/', {
    headers: userAgent === null ? {} : { 'User-Agent': userAgent },
  })

test('each request gets its agent’s class, the second time as the first', () => {
  for (let round = 0; round < 2; round += 1) {
    expect(readDeviceClass(requestFrom(IPHONE))).toBe('iphone')
    expect(readDeviceClass(requestFrom('Googlebot/2.1 (+http://www.google.com/bot.html)'))).toBe(
      'desktop-crawler',
    )
    expect(readDeviceClass(requestFrom(null))).toBe('desktop')
  }
})
