/**
 * How much wider than the screen the page is, and what sticks out of it (outside any scrolling
 * box): run in the page by `page.evaluate(sideways)`, so it uses nothing from outside itself.
 */
export function sideways() {
  const clipped = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  const outside = [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
    .slice(0, 8)
    .map((el) => `${el.tagName} ${el.className} → ${Math.round(el.getBoundingClientRect().right)} px`);
  return { overflow: document.documentElement.scrollWidth - window.innerWidth, outside };
}
