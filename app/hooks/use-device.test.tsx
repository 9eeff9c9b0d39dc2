import { act, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
// Loaded up front: the hook's own `import('#app/lib/device.ts')` then resolves from the module cache,
// with no transform to wait for while the timers are fake.
import '#app/lib/device.ts'
import { useDevice } from './use-device.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

// Only the hook's debounce is faked: the dynamic import of the parser must not wait on a faked
// setImmediate, which switching back to real timers would drop.
const ONLY_TIMEOUTS: ('setTimeout' | 'clearTimeout')[] = ['setTimeout', 'clearTimeout']

function DeviceName() {
  const device = useDevice()
  return <p>{device.isMobile ? 'mobile' : 'desktop'}</p>
}

function renderWithRoot(isDeviceRefreshOnResize: boolean) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ deviceClass: 'desktop', config: { isDeviceRefreshOnResize } }),
      HydrateFallback: () => null,
      Component: DeviceName,
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

/** Dev tools switch to a phone: the user agent changes, then the window is resized. */
function emulatePhone() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
  window.dispatchEvent(new Event('resize'))
}

test('with refresh on resize, the user agent is read again 50 ms after a resize', async () => {
  renderWithRoot(true)
  expect(await screen.findByText('desktop')).toBeDefined()
  vi.useFakeTimers({ toFake: ONLY_TIMEOUTS })
  emulatePhone()
  await act(() => vi.advanceTimersByTimeAsync(49))
  expect(screen.getByText('desktop')).toBeDefined()
  await act(() => vi.advanceTimersByTimeAsync(1))
  // The user agent parser loads on demand, and the test runner resolves that import over its
  // worker channel. Switching back to real timers here once left it unresolved (a CI run waited
  // 20 s for 'mobile'): most likely a timer of the runner's, set while they were fake, dropped.
  // vi.waitFor keeps the fake timers and moves them along between its checks, in real time.
  await vi.waitFor(() => expect(screen.getByText('mobile')).toBeDefined(), {
    timeout: 20_000,
    interval: 10,
  })
}, 30_000)

test('without it, the server flags stay', async () => {
  renderWithRoot(false)
  expect(await screen.findByText('desktop')).toBeDefined()
  vi.useFakeTimers({ toFake: ONLY_TIMEOUTS })
  emulatePhone()
  await act(() => vi.advanceTimersByTimeAsync(100))
  vi.useRealTimers()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.getByText('desktop')).toBeDefined()
})
