import type { DiagnosisWords } from '@/lib/pricing/diagnosis-types';

/** What a visitor whose AC is not cooling is told wherever they choose a diagnosis visit. */
export function DiagnosisNote({ words }: { words: DiagnosisWords }) {
  return (
    <div className="mt-2 text-sm text-gray-700" data-testid="diagnosis-note">
      <p>
        {words.fee} {words.waived}
      </p>
      <p className="mt-1 font-semibold">{words.repairsHeading}</p>
      <ul className="list-disc ps-6">
        {words.repairs.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}
