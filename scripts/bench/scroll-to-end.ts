/**
 * Scrolls `box` from where it is to its end, half a view per two frames, and returns the steps
 * taken. It runs in the page (`locator.evaluate(scrollHalfViewsToEnd)`), so it names nothing
 * outside itself; for the page's own scroll, `box` is the root element.
 */
export async function scrollHalfViewsToEnd(box: Element): Promise<number> {
  const nextFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  let steps = 0
  while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
    box.scrollTop += box.clientHeight / 2
    steps += 1
    await nextFrame()
  }
  await nextFrame()
  return steps
}
