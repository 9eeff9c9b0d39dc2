import { expect, test } from 'vitest'
import { analyticsTagUrl, consentModeUpdate, DEFAULT_CONSENT } from './consent-mode.ts'

test.each([
  { name: 'by default everything is denied', state: DEFAULT_CONSENT, analytics: 'denied' },
  { name: 'accepting grants analytics', state: consentModeUpdate(true), analytics: 'granted' },
  { name: 'denying keeps analytics denied', state: consentModeUpdate(false), analytics: 'denied' },
])('consent mode: $name, ads always denied', ({ state, analytics }) => {
  expect(state.analytics_storage).toBe(analytics)
  expect([state.ad_storage, state.ad_user_data, state.ad_personalization]).toEqual([
    'denied',
    'denied',
    'denied',
  ])
})

test('the tag id travels in the tag address', () => {
  expect(analyticsTagUrl('https://www.googletagmanager.com/gtag/js', 'G-ABC')).toBe(
    'https://www.googletagmanager.com/gtag/js?id=G-ABC',
  )
})
