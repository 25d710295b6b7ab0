'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A calculator's state mirrored in the page address. The prerendered page shows the defaults; after
 * hydration the address's query (a shared link) replaces them, and every change rewrites the query
 * in place (replaceState: no history entry per keystroke), so copying the address shares the result.
 */
export function useUrlState<S>(initial: S, toQuery: (s: S) => string, fromQuery: (search: string, base: S) => S) {
  const [state, setState] = useState(initial);
  // False in the prerendered HTML, true once the address has been read: tests and styles can wait for it.
  const [ready, setReady] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    const search = window.location.search;
    // Reading the address can only happen after hydration, or the server and client HTML would differ.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (search.length > 1) setState(fromQuery(search, initial));
    setReady(true);
    // Only ever on mount: later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!touched.current) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${toQuery(state)}`);
  }, [state, toQuery]);

  const update = useCallback((next: S | ((prev: S) => S)) => {
    touched.current = true;
    setState(next);
  }, []);

  return [state, update, ready] as const;
}
