import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { DownloadRequestForm as Form } from './download-request-form.tsx';

let startLoading: () => void = () => undefined;
/** Settles when the form's code is wanted: the visitor came near it, or it was never prerendered. */
const wanted = new Promise<void>((resolve) => {
  startLoading = resolve;
});

/**
 * The form's code, fetched when it is wanted. The prerender has no window and takes it at
 * once, so the built page holds the whole form, which works as a plain HTML form until then.
 */
const LazyForm = lazy(async () => {
  if (typeof window !== 'undefined') await wanted;
  const { DownloadRequestForm } = await import('./download-request-form.tsx');
  return { default: DownloadRequestForm };
});

/** What brings a visitor to the form: a pointer over it, a tap, or the keyboard focus in it. */
const approaches = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The download request, hydrated only when the visitor comes near it, so a model page's start
 * carries none of its code (the page's initial JavaScript is at its budget). Until then React
 * keeps the prerendered form as it is, inside a Suspense boundary, and it works as HTML does:
 * radio buttons, a disclosure, a POST that the server answers with a page. The form then
 * hydrates from what it holds. On a page rendered in the browser (a navigation) there is no
 * prerendered form, and the code is fetched at once.
 */
export function LazyDownloadRequestForm(props: ComponentProps<typeof Form>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element?.querySelector('form')) {
      startLoading();
      return undefined;
    }
    const start = () => startLoading();
    for (const type of approaches) element.addEventListener(type, start, { passive: true });
    return () => {
      for (const type of approaches) element.removeEventListener(type, start);
    };
  }, []);
  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <LazyForm {...props} />
      </Suspense>
    </div>
  );
}
