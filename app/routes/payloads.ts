import { listPayloadFiles, readPayloadFile } from '#app/server/dataset.server.ts'
import { acceptsEncoding, readBrotliPayload } from '#app/server/payload-encoding.server.ts'
import type { Route } from './+types/payloads'

// A payload's name holds its content hash, so it never changes under its URL.
const PAYLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable'
// The index changes with each sync: browsers keep it but ask again.
const INDEX_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const PAYLOAD_PATH = '/payloads/'

/** Serves the data payloads by hashed file name, and their index, with ETags. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.file === 'index.json') {
    const { etag, files } = await listPayloadFiles()
    const urls = Object.fromEntries(
      Object.entries(files).map(([name, file]) => [name, PAYLOAD_PATH + file]),
    )
    return respond(request, etag, INDEX_CACHE_CONTROL, () => Response.json(urls))
  }
  const payload = await readPayloadFile(params.file)
  if (!payload) return Response.json({ error: `No payload ${params.file}` }, { status: 404 })
  return respond(request, payload.etag, PAYLOAD_CACHE_CONTROL, () => {
    const brotli = acceptsEncoding(request, 'br') ? readBrotliPayload(payload) : undefined
    // Already compressed: the compress middleware leaves a response with an encoding alone.
    if (brotli)
      return new Response(new Uint8Array(brotli), {
        headers: { ...JSON_HEADERS, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' },
      })
    return new Response(payload.text, { headers: JSON_HEADERS })
  })
}

const JSON_HEADERS = { 'Content-Type': 'application/json' }

function respond(
  request: Request,
  etag: string,
  cacheControl: string,
  body: () => Response,
): Response {
  const headers = { ETag: etag, 'Cache-Control': cacheControl }
  if (matchesEtag(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers })
  const response = body()
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/** Weak comparison (RFC 9110): compression marks our tags weak on the way out (W/"…"). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
