// What jsdom lacks and the app's components use: media queries (one layout or the other),
// observers (load more at the end of a list, the carousel), scrolling and pointer capture
// (Radix menus). Inert stand-ins: a component test checks texts and roles, not layout.
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

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
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
