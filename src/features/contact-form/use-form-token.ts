import { useEffect, useRef } from 'react';
import { fetchFormToken, waitUntil, type FormToken } from './submit-contact.ts';

/**
 * The form token, fetched when the form is shown so the server can tell a person's fill time
 * from a bot's instant post. `ready` waits out the rest of the minimum fill time, so a send by
 * script is never dropped as too fast; `renew` replaces a token the server no longer accepts.
 */
export function useFormToken() {
  const tokenRef = useRef<Promise<FormToken | undefined> | undefined>(undefined);

  useEffect(() => {
    // In a task of its own: a hydrating page runs all its effects in one task, and starting a
    // request can hold the main thread for milliseconds (docs/decisions/100). A send before
    // then fetches the token itself (`ready`).
    const timer = setTimeout(() => {
      tokenRef.current ??= fetchFormToken();
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  async function settle(token: Promise<FormToken | undefined>) {
    const resolved = await token;
    if (resolved) await waitUntil(resolved.readyAt);
    return resolved;
  }

  async function renew(): Promise<FormToken | undefined> {
    tokenRef.current = fetchFormToken();
    return settle(tokenRef.current);
  }

  /** The token to send with; fetched once more when the first fetch failed (say, offline). */
  async function ready(): Promise<FormToken | undefined> {
    const token = await (tokenRef.current ??= fetchFormToken());
    return token ? settle(Promise.resolve(token)) : renew();
  }

  return { ready, renew };
}
