import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Writes a .br and a .gz beside every compressible static file of the client build, so the
 * server sends them as they are (Hono serveStatic `precompressed`): the smallest bytes, with
 * no compression work per request.
 */
const CLIENT_DIRECTORY = 'build/client'
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    return entry.isDirectory() ? listFiles(path) : [path]
  })
}

let count = 0
for (const file of listFiles(CLIENT_DIRECTORY)) {
  if (!COMPRESSIBLE.test(file)) continue
  const content = readFileSync(file)
  if (content.length < MIN_BYTES) continue
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  )
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} files in ${CLIENT_DIRECTORY} (brotli and gzip)`)
