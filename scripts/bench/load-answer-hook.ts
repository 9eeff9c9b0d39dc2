import { BroadcastChannel } from 'node:worker_threads'
import { countAnswer, LOAD_ANSWERS_CHANNEL } from './server-load.ts'

// autocannon's worker threads (its `workers` option) `require` their hooks by path and call the
// module's CommonJS export; each answer's counts go to the bench's thread over a channel.
const channel = new BroadcastChannel(LOAD_ANSWERS_CHANNEL)
// The worker ends when its load does, whatever the channel.
channel.unref()

function onResponse(
  status: number,
  _body: string,
  _context: unknown,
  headers: Record<string, unknown>,
): void {
  channel.postMessage(countAnswer(status, headers))
}

export { onResponse as 'module.exports' }
