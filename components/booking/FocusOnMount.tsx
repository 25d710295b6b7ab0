'use client';

import { useEffect } from 'react';

/**
 * Moves the focus to an element once this mounts. The server renders that element with `autofocus`,
 * which the browser honours on a full page load (no JavaScript); after a form posted with JavaScript
 * the page is rendered by React, which autofocuses only form controls, so this does it for a message.
 * Give it a key that changes with each answer, so each one takes the focus again.
 */
export function FocusOnMount({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
