import { lazy, memo, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { HydrationSignal } from './hydration-signal.tsx';

/** What brings a visitor to a part: a pointer over it, a tap, or the keyboard focus in it. */
const approaches = ['pointerover', 'touchstart', 'focusin'] as const;

/** Fields whose click only changes what they hold, and the labels that pass a click to them. */
const formFields =
  'input:not([type=submit], [type=image], [type=button], [type=reset]), select, textarea, label';

/** How a part is held and when its code is wanted. */
export interface DeferredPartOptions {
  /**
   * Styles the element that holds the part, where the prerender can find its markup again: it
   * takes the part's place in the page's layout ('contents' gives it no box of its own).
   */
  className?: string;
  /**
   * Also fetch the code when the part comes into view: for a part whose controls stay disabled
   * until it has hydrated, which no pointer or focus can then bring about.
   */
  whenVisible?: boolean;
}

/**
 * A part of a page whose code is not in the page's start-up script: it is fetched when the
 * visitor comes near the part, and until then React keeps the prerendered part as it is, inside
 * a Suspense boundary (docs/decisions/090). It then hydrates from what it holds by then: what
 * was ticked or typed stays.
 *
 * The code is also fetched at once where the page has no prerendered part (a page rendered in
 * the browser: a navigation, the editor's preview), and as soon as the part renders a second
 * time with other props: an update on its way to a part still waiting for its code waits with
 * it. A click in the part before its code has arrived (a tap comes right after the finger
 * touches) is held, and given again once the part has hydrated, so it does what the app does
 * (opens the player, sends the form, navigates without a page load) rather than what the bare
 * HTML would. A click on a form field is not held: ticking a box changes nothing but the box,
 * which hydration keeps.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { className, whenVisible = false }: DeferredPartOptions = {},
): ComponentType<Props> {
  let startLoading: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    startLoading = resolve;
  });
  let loaded = false;
  // React's static prerender waits for the code and writes the part in place (entry-server.tsx).
  const Part = lazy(async () => {
    if (!import.meta.env.SSR) await wanted;
    const component = await load();
    loaded = true;
    return { default: component };
  });

  function DeferredPart(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const renderedBefore = useRef(false);
    const heldClick = useRef<HTMLElement | undefined>(undefined);
    // A new address (filters applied, a box ticked, another page) changes the router's state,
    // and React then hydrates every part below it, whether the part reads that state or not:
    // so the part renders again with it and fetches its code, or the update would wait for a
    // code never asked for. In the render, not an effect: a render that waits commits none.
    useLocation();
    if (renderedBefore.current) startLoading();
    useEffect(() => {
      renderedBefore.current = true;
      const element = box.current;
      if (!element?.firstElementChild) {
        startLoading();
        return undefined;
      }
      // A part inside another one is set up only once the outer one has hydrated, which the
      // visitor's pointer or focus, already inside, brought about.
      if (element.matches(':hover, :focus-within')) startLoading();
      // On the document, in the capture phase: React holds back events aimed at a part it has
      // not hydrated and stops them at its root, below the document.
      const start = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) startLoading();
      };
      // Once the code is here, React hydrates the part at the click and hands it the click. A
      // click with a modifier key (a link opened in a new tab) goes its own way, as it would
      // in the app.
      const hold = (event: MouseEvent) => {
        if (loaded || !(event.target instanceof HTMLElement)) return;
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        if (!element.contains(event.target) || event.target.closest(formFields)) return;
        event.preventDefault();
        heldClick.current = event.target;
        startLoading();
      };
      for (const type of approaches) {
        document.addEventListener(type, start, { capture: true, passive: true });
      }
      document.addEventListener('click', hold, { capture: true });
      const inView = whenVisible
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) startLoading();
          })
        : undefined;
      inView?.observe(element);
      return () => {
        inView?.disconnect();
        for (const type of approaches) {
          document.removeEventListener(type, start, { capture: true });
        }
        document.removeEventListener('click', hold, { capture: true });
      };
    }, []);
    const giveHeldClick = useCallback(() => {
      const target = heldClick.current;
      heldClick.current = undefined;
      target?.click();
    }, []);
    return (
      <div ref={box} className={className}>
        <Suspense fallback={null}>
          <Part {...props} />
          <HydrationSignal onHydrated={giveHeldClick} />
        </Suspense>
      </div>
    );
  }
  // A render of the page that leaves the part's props as they were does not reach the part.
  return memo(DeferredPart) as unknown as ComponentType<Props>;
}
