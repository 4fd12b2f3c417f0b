import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LanguageContext, useLanguage } from '../../i18n/use-language.ts';
import { HydrationSignal } from './hydration-signal.tsx';

/** What brings a visitor to a part: a pointer over it, a tap, or the keyboard focus in it. */
const approaches = ['pointerover', 'touchstart', 'focusin'] as const;

/** Fields whose click only changes what they hold, and the labels that pass a click to them. */
const formFields =
  'input:not([type=submit], [type=image], [type=button], [type=reset]), select, textarea, label';

/** What a held click is given to again: the control it pressed. */
const controls = 'a, button, summary, input, [role=button]';

/** Links the browser follows its own way, app or not: a new tab, a download, mail, a call. */
const linksLeavingTheApp = 'a[target], a[download], a[href^="mailto:"], a[href^="tel:"]';

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
 * the browser: a navigation, the editor's preview), and whenever the router's state changes
 * (see below). A click in the part before its code has arrived (a tap comes right after the
 * finger touches) is held, and given again once the part has hydrated, so it does what the app
 * does (opens the player, sends the form, navigates without a page load) rather than what the
 * bare HTML would. Not held: a click on a form field (ticking a box changes nothing but the
 * box, which hydration keeps), a click with a modifier key, and a link the browser follows its
 * own way (a new tab, a download, mail).
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { className, whenVisible = false }: DeferredPartOptions = {},
): ComponentType<Props> {
  let startLoading: () => void = () => undefined;
  /** Resolves at the next call of `startLoading`. */
  const whenWanted = () =>
    new Promise<void>((resolve) => {
      startLoading = resolve;
    });
  const wanted = whenWanted();
  let loaded = false;
  /** Whether a part stood prerendered in the page, which can stand in while the code fails. */
  let prerenderedOnce = false;
  /** Whether the code has failed to load: a click is then left to the bare HTML. */
  let failed = false;
  // React's static prerender waits for the code and writes the part in place (entry-server.tsx).
  const Part = lazy(async () => {
    if (!import.meta.env.SSR) await wanted;
    for (;;) {
      try {
        const component = await load();
        loaded = true;
        return { default: component };
      } catch (error) {
        // Offline, the part's code fails to load. Its prerendered markup stays as it is, links
        // and all, until the next approach or router change tries again, rather than the page
        // giving way to its error screen for a part (docs/decisions/106). Where nothing was
        // prerendered, nothing stands in: the error is the page's.
        if (import.meta.env.SSR || !prerenderedOnce) throw error;
        failed = true;
        await whenWanted();
      }
    }
  });

  function DeferredPart(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const renderedBefore = useRef(false);
    const prerendered = useRef(false);
    const heldClick = useRef<HTMLElement | undefined>(undefined);
    const stopListening = useRef<() => void>(() => undefined);
    // React makes a part that has not hydrated take part in every render where a context above
    // it changed, since it cannot know what the part reads; the router's state changes at each
    // step of a navigation (loading, a new address) and with each filter or compare choice
    // written to the URL. So the part renders again then and fetches its code: otherwise the
    // update would wait for a code never asked for. In the render, not an effect: a render that
    // waits commits none.
    useLocation();
    useNavigation();
    if (renderedBefore.current) startLoading();
    const hydratedBefore = useRef(false);
    // The language switch keeps the page's components, this part included, and changes the
    // language they read. A part still waiting for its code would then hydrate in the new
    // language against markup in the old one (React's error 418, on the contact page): it
    // keeps the language its markup was drawn in until it has hydrated, then follows.
    const language = useLanguage();
    const drawnIn = useRef(language);
    const [following, setFollowing] = useState(false);
    const partLanguage = following ? language : drawnIn.current;
    // Until the part has hydrated, an urgent render (a text arriving, the language switching)
    // leaves it as it was, so it never reaches a part still waiting for its code, which React
    // would then draw anew without its markup: the part follows in the render after, which can
    // wait. Once hydrated, it takes its props at once, as any component does (a ticked box).
    const deferredProps = useDeferredValue(props);
    // The part renders again at each step of a navigation (above), with props that are new
    // objects but hold the same values: kept as they were, they leave the part's own subtree
    // alone (the memo below) rather than render it all again at a link's press.
    const shownBefore = useRef<Props | undefined>(undefined);
    const next = hydratedBefore.current ? props : deferredProps;
    if (!shownBefore.current || !sameProps(shownBefore.current, next)) shownBefore.current = next;
    const shown = shownBefore.current;
    useEffect(() => {
      renderedBefore.current = true;
      // Its code already here (a part of a page come back to), the part was drawn, and
      // hydrated, with the page: there is nothing to wait for.
      if (hydratedBefore.current) return undefined;
      const element = box.current;
      if (!element?.firstElementChild) {
        startLoading();
        return undefined;
      }
      prerendered.current = true;
      prerenderedOnce = true;
      // A part inside another one is set up only once the outer one has hydrated, which the
      // visitor's pointer or focus, already inside, brought about.
      if (element.matches(':hover, :focus-within')) startLoading();
      // On the document, in the capture phase: React holds back events aimed at a part it has
      // not hydrated and stops them at its root, below the document.
      const start = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) startLoading();
      };
      // Once the code is here, React hydrates the part at the click and hands it the click.
      const hold = (event: MouseEvent) => {
        if (loaded || failed) return;
        if (!(event.target instanceof Element) || !element.contains(event.target)) return;
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        const control = event.target.closest<HTMLElement>(controls);
        if (!control || control.matches(formFields) || control.matches(linksLeavingTheApp)) return;
        event.preventDefault();
        heldClick.current = control;
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
      // A holder without a box of its own ('contents') is never in view: what it holds is.
      const watched =
        getComputedStyle(element).display === 'contents' ? element.children : [element];
      for (const child of watched) inView?.observe(child);
      stopListening.current = () => {
        inView?.disconnect();
        for (const type of approaches) {
          document.removeEventListener(type, start, { capture: true });
        }
        document.removeEventListener('click', hold, { capture: true });
      };
      return () => stopListening.current();
    }, []);
    const hydrated = useCallback(() => {
      hydratedBefore.current = true;
      setFollowing(true);
      stopListening.current();
      const target = heldClick.current;
      heldClick.current = undefined;
      if (target?.isConnected) target.click();
      // Drawn in the browser after a navigation, the part was not there when the router
      // scrolled to the address's fragment (a card on a listing): it is now.
      if (!prerendered.current && location.hash) {
        const fragment = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (fragment && box.current?.contains(fragment)) fragment.scrollIntoView();
      }
    }, []);
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <LanguageContext value={partLanguage}>
            <Part {...shown} />
          </LanguageContext>
          <HydrationSignal onHydrated={hydrated} />
        </Suspense>
      ),
      [shown, hydrated, partLanguage],
    );
    return (
      <div ref={box} className={className}>
        {part}
      </div>
    );
  }
  // A render of the page that leaves the part's props as they were does not reach the part.
  return memo(DeferredPart) as unknown as ComponentType<Props>;
}

/** Whether two sets of props hold the same values, each compared as React's memo does. */
function sameProps<Props extends object>(a: Props, b: Props): boolean {
  const keys = Object.keys(a) as (keyof Props)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
  );
}
