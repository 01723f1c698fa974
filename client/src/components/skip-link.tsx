/** The first tab stop on every page: jumps past the top bar to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[200] rounded-md bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
