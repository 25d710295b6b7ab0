'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface UrlCodec<S> {
  toQuery: (s: S) => string;
  fromQuery: (search: string, base: S) => S;
}

/**
 * A calculator's state mirrored in the page address. The prerendered page shows the defaults; after
 * hydration the address's query (a shared link) replaces them, and every change rewrites the query
 * in place (replaceState: no history entry per keystroke), so copying the address shares the result.
 * The codec may arrive later (null until a lazily loaded module is there): the address is read then.
 */
export function useUrlState<S>(initial: S, codec: UrlCodec<S> | null) {
  const [state, setState] = useState(initial);
  // False in the prerendered HTML, true once the address has been read: tests and styles can wait for it.
  const [ready, setReady] = useState(false);
  const touched = useRef(false);
  const read = useRef(false);

  useEffect(() => {
    if (!codec || read.current) return;
    read.current = true;
    const search = window.location.search;
    // Reading the address can only happen after hydration, or the server and client HTML would differ.
    // A change the visitor made before the codec arrived wins over the address.
    if (search.length > 1 && !touched.current) setState(codec.fromQuery(search, initial));
    setReady(true);
    // Only once, when the codec is first there: later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codec]);

  useEffect(() => {
    if (!touched.current || !codec) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}?${codec.toQuery(state)}`,
    );
  }, [state, codec]);

  const update = useCallback((next: S | ((prev: S) => S)) => {
    touched.current = true;
    setState(next);
  }, []);

  return [state, update, ready] as const;
}
