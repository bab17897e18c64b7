import { useSyncExternalStore } from "react";

export interface Store<TState> {
  getState(): TState;
  /** Replaces the state with what `update` returns; listeners run only on a real change. */
  setState(update: (state: TState) => TState): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A tiny external store for client state that lives outside React (the session, the sign-in
 * flow). Read it in components with `useStore`; state objects are replaced, never mutated.
 */
export function createStore<TState>(initial: TState): Store<TState> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const next = update(state);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<TState>(store: Store<TState>): TState {
  // The server renders with the state it was given; hydration starts from that same state.
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
