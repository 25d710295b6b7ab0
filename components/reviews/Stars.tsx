/** Stars drawn for the eye (hidden from screen readers), with the rating in words beside them. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-amber-600">
        {'★'.repeat(full)}
        <span className="text-gray-300">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="text-sm text-gray-700">{label}</span>
    </span>
  );
}
