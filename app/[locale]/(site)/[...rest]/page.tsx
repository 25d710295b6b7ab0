import { notFound } from 'next/navigation';

// Any path the catalogue does not know renders the localised not-found page with HTTP 404.
export default function UnknownPage() {
  notFound();
}
