'use client';

import { useEffect } from 'react';

// Where the focus lands after a round trip (a step sent, a staff action done): on the new step's
// heading or on the result message, with or without JavaScript. The server renders that element with
// `tabIndex={-1}` and `autoFocus`, which the browser honours on a full page load (no
// JavaScript; focus-target.ts); after a form posted or a link followed with JavaScript, the page is rendered by React,
// which autofocuses only form controls, so these do it for a heading or a message.

/**
 * Moves the focus to an element once this mounts. Give it a key that changes with each answer, so each
 * one takes the focus again.
 */
export function FocusOnMount({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}

/**
 * The same for a form that answers in place (useActionState): each new answer (a new state object)
 * moves the focus to its message, rendered with focusTarget(id) (focus-target.ts).
 */
export function useFocusOnAnswer(answer: unknown, id: string) {
  useEffect(() => {
    if (answer) document.getElementById(id)?.focus();
  }, [answer, id]);
}
