/**
 * A subscription whose events are whole snapshots, starting with the current one: a page that read
 * its data a moment before it subscribed misses no change made in between. It listens before it
 * reads the current snapshot, so nothing published meanwhile is lost (at worst one comes twice).
 */
export async function* currentThenPublished<T>(published: AsyncIterable<T>, current: () => Promise<T>): AsyncGenerator<T> {
  const events = published[Symbol.asyncIterator]();
  // Asking for the first event starts the listening.
  let next = events.next();
  try {
    yield await current();
    for (let step = await next; !step.done; step = await next) {
      yield step.value;
      next = events.next();
    }
  } finally {
    await events.return?.();
  }
}
