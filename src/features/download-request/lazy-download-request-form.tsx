import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { DownloadRequestForm as Form } from './download-request-form.tsx';
import type * as FormFile from './download-request-form.tsx';

let startLoading: () => void = () => undefined;
/** Settles when the form's code is wanted: the visitor came near it, or it was never prerendered. */
const wanted = new Promise<void>((resolve) => {
  startLoading = resolve;
});

type FormModule = typeof FormFile;
const importForm = () => import('./download-request-form.tsx');

/**
 * The prerender takes the form's code before it renders, so React writes the form in place:
 * a lazy part still loading would be written out of order, behind a script the page's CSP does
 * not run, and hidden from a browser without JavaScript.
 */
const prerendered: FormModule | undefined = import.meta.env.SSR ? await importForm() : undefined;

/** An already loaded module as a thenable that settles at once, so React renders without waiting. */
const settled = (module: FormModule) => ({
  then: (resolve: (value: { default: FormModule['DownloadRequestForm'] }) => void) =>
    resolve({ default: module.DownloadRequestForm }),
});

/**
 * The form's code, fetched when it is wanted. Until then the browser keeps the prerendered
 * form, which works as a plain HTML form.
 */
const LazyForm = lazy(() =>
  prerendered
    ? (settled(prerendered) as unknown as Promise<{ default: FormModule['DownloadRequestForm'] }>)
    : wanted.then(importForm).then((module) => ({ default: module.DownloadRequestForm })),
);

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
    // On the document, in the capture phase: React holds back events aimed at a part it has
    // not hydrated (to replay them after) and stops them at its root, below the document.
    const start = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) startLoading();
    };
    for (const type of approaches) {
      document.addEventListener(type, start, { capture: true, passive: true });
    }
    return () => {
      for (const type of approaches) document.removeEventListener(type, start, { capture: true });
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
