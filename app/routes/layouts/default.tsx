import { Outlet } from 'react-router'
import { AppShell } from '#app/features/shell/app-shell.tsx'
import { ThemeToggle } from '#app/features/theme/theme-toggle.tsx'
import { validatePageRequest } from '#app/lib/root.server.ts'
import type { Route } from './+types/default'

export function loader({ request }: Route.LoaderArgs) {
  validatePageRequest(request)
  return null
}

export default function DefaultLayout() {
  return (
    <AppShell actions={<ThemeToggle />}>
      <Outlet />
    </AppShell>
  )
}
