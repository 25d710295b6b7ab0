// Not a client module: a plain function the browser-side calculators call inside their effects.

/**
 * Calls `update` now and on every input or change in `form`, and returns the clean-up for a React
 * effect. Now as well: what was typed before the script arrived (a slow phone, a page opened from a
 * link) counts too. The AMC total and the estimate both follow their form this way.
 */
export function followForm(form: HTMLFormElement, update: () => void) {
  update();
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  return () => {
    form.removeEventListener('input', update);
    form.removeEventListener('change', update);
  };
}
