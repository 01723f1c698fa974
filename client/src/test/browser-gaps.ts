// What jsdom lacks and the app's components use: media queries (one layout or the other),
// observers (load more at the end of a list, the carousel), scrolling and pointer capture
// (Radix menus). Inert stand-ins: a component test checks texts and roles, not layout.
// Width media queries do answer, so a page takes its wide layout as at 1024 px.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const g = globalThis as Record<string, unknown>;
g.IntersectionObserver ??= InertObserver;
g.ResizeObserver ??= InertObserver;

/** Width queries are answered for jsdom's window (1024 px wide); any other query is false. */
function matches(query: string): boolean {
  const widths = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (widths.length === 0) return false;
  return widths.every(([, side, px]) =>
    side === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
