import CssBaseline from '@mui/material/CssBaseline'
import type { ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { ErrorPage } from '#app/features/errors/error-page.tsx'
import { RouteScroll } from '#app/features/shell/route-scroll.tsx'
import { ThemeProvider } from '#app/features/theme/theme-provider.tsx'
import { DEVICE_THEME_SCRIPT } from '#app/features/theme/theme-script.ts'
import { FALLBACK_MESSAGES } from '#app/lib/fallback-messages.ts'
import { pageHeaders } from '#app/lib/headers.server.ts'
import { MessagesProvider } from '#app/lib/i18n.tsx'
import { useNonce } from '#app/lib/nonce.ts'
import { errorPageMeta } from '#app/lib/page-meta.ts'
import { localeMiddleware, readRootData } from '#app/lib/root.server.ts'
import { DEFAULT_THEME_PREFERENCE } from '#app/lib/theme-preference.ts'
import type { Route } from './+types/root'

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware]

export async function loader({ request }: Route.LoaderArgs) {
  return readRootData(request)
}

// The root's data (theme, messages) changes only with a full load; the theme lives on in the client.
export function shouldRevalidate() {
  return false
}

export function headers() {
  return pageHeaders()
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return []
  return errorPageMeta(isRouteErrorResponse(error) ? error.status : 500, { matches })
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const theme = root?.theme ?? DEFAULT_THEME_PREFERENCE
  return (
    <html
      lang={root?.locale.language ?? 'en'}
      className={theme.applied}
      data-theme-selected={theme.selected}
      // The device-theme script may change the class before React hydrates.
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no data */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DEVICE_THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <MessagesProvider messages={root?.messages ?? FALLBACK_MESSAGES}>
          <ThemeProvider initial={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </MessagesProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <>
      <RouteScroll />
      <Outlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  const isResponse = isRouteErrorResponse(error)
  return (
    <ErrorPage
      status={isResponse ? error.status : 500}
      statusText={isResponse ? error.statusText : ''}
      path={pathname}
      stack={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  )
}
