/**
 * docs/requirements/routes.md: the interim text while the browser adds a missing language prefix.
 * It shows before any language is known, so it is written in both.
 */
export function Redirecting() {
  return (
    <p role="status" className="p-8 text-center text-lg">
      <span lang="en">redirecting</span> · <span lang="zh">正在跳转</span>
    </p>
  );
}
