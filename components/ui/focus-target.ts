// Not a client module, so server components can call it too (a function exported by a 'use client'
// module is only a reference on the server).

/**
 * The attributes of an element the focus lands on after a round trip: reachable by script but not in
 * the tab order, and `autofocus`, which the browser honours on a full page load (no JavaScript). With
 * JavaScript, FocusOnMount or useFocusOnAnswer (FocusOnMount.tsx) move the focus there.
 */
export const focusTarget = (id: string) => ({ id, tabIndex: -1, autoFocus: true }) as const;
