import { readWhatsNewFeed } from '#app/features/whats-new/whats-new.server.ts'
import { answerWithEtag, SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/misc.whats-new.atom'

/** /misc/whats-new.atom: the Atom feed of the What's new page; readers ask again with its ETag. */
export async function loader({ request }: Route.LoaderArgs) {
  const feed = await readWhatsNewFeed()
  return answerWithEtag(request, feed.text, {
    etag: feed.etag,
    cacheControl: SYNCED_DATA_CACHE_CONTROL,
    contentType: 'application/atom+xml; charset=utf-8',
  })
}
