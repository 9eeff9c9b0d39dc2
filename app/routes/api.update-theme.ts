import { saveThemePreference } from '#app/server/session.server.ts'
import { parseThemeUpdate } from '#app/server/theme-preference.server.ts'
import type { Route } from './+types/api.update-theme'

function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers })
}

export function loader() {
  return jsonError(405, 'Use PUT to save the theme.', { Allow: 'PUT' })
}

/** Spec §7: PUT {selected, applied} saves the theme in the session; a bad body changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT')
    return jsonError(405, 'Use PUT to save the theme.', { Allow: 'PUT' })
  const result = parseThemeUpdate(await request.text())
  if (!result.ok) return jsonError(400, result.error)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of await saveThemePreference(request, result.theme))
    headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 204, headers })
}
