// Decap's own redux store: the one its editor reads and writes. Decap exports no handle to it
// (docs/decisions/079-a-refused-save-says-so.md); this is the module Decap itself creates it
// in, resolved to the same file decap-cms-app loads (its "module" build), so it is that store.
import { store as decapStore } from 'decap-cms-core/dist/esm/redux/index.js';

/** The parts of an Immutable.js value this editor reads. */
export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
  keySeq?(): { toArray(): string[] };
}

/** A field error as Decap keeps it: by the field's control id (its `for` id). */
export interface FieldError {
  type?: string;
  message?: string;
  parentIds?: string[];
}

export interface DecapAction {
  type: string;
  payload?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface DecapStore {
  getState(): { entryDraft: ImmutableLike; collections: ImmutableLike };
  dispatch(action: DecapAction | Record<string, unknown>): unknown;
}

export const store = decapStore as unknown as DecapStore;

/**
 * Calls `listener` with every action Decap's store handles, after the store took it in,
 * including those dispatched inside Decap's own thunks. Decap's `waitUntilAction` middleware
 * runs a registered callback once, for the first action its predicate accepts: registering
 * again each time keeps the listener on.
 */
export function onEveryAction(listener: (action: DecapAction) => void): void {
  const register = () =>
    store.dispatch({
      type: 'WAIT_UNTIL_ACTION',
      predicate: () => true,
      run: (_dispatch: unknown, _getState: unknown, action: DecapAction) => {
        register();
        listener(action);
      },
    });
  register();
}
