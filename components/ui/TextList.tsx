/** A list of plain lines, numbered (`ordered`) or bulleted; each line is its own key. */
export function TextList({
  items,
  ordered = false,
  className,
}: {
  items: readonly string[];
  ordered?: boolean;
  className: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
