import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createRoutesStub } from 'react-router'
import { ThemeProvider } from '#app/features/theme/theme-provider.tsx'
import { MessagesProvider } from '#app/i18n/i18n.tsx'
import type { ThemePreference } from '#app/lib/theme-preference.ts'
import english from '#app/locales/en.json'

/** Renders a component as the app would: messages, theme and a router at `path`. */
export function renderWithApp(
  element: ReactElement,
  {
    path = '/',
    theme = { selected: 'dark', applied: 'dark' },
  }: { path?: string; theme?: ThemePreference } = {},
) {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }])
  // As the page's startup script leaves <html> (app/features/theme/theme-script.ts).
  document.documentElement.className = theme.applied
  document.documentElement.dataset.themeSelected = theme.selected
  return render(
    <MessagesProvider messages={english} locale="en">
      <ThemeProvider>
        <Stub initialEntries={[path]} />
      </ThemeProvider>
    </MessagesProvider>,
  )
}
