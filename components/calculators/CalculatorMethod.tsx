import type { CalculatorCopy } from '@/lib/content/calculators';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { TextList } from '@/components/ui/TextList';

/** How the result is calculated: the method, its assumptions and its sources, named on the page. */
export function CalculatorMethod({
  method,
  headings,
}: {
  method: CalculatorCopy['method'];
  headings: { method: string; assumptions: string; sources: string };
}) {
  return (
    <LabelledSection
      id="method-heading"
      title={headings.method}
      className="mt-12 max-w-4xl print:hidden"
      data-testid="method"
    >
      <p className="mt-2 font-semibold text-gray-900">{method.name}</p>
      {method.paragraphs.map((p) => (
        <p key={p} className="mt-3 leading-relaxed text-gray-800">
          {p}
        </p>
      ))}
      <h3 className="mt-6 text-lg font-bold text-brand-900">{headings.assumptions}</h3>
      <TextList
        items={method.assumptions}
        className="mt-2 list-disc space-y-1 ps-6 text-gray-800"
      />
      <h3 className="mt-6 text-lg font-bold text-brand-900">{headings.sources}</h3>
      <TextList
        ordered
        items={method.sources}
        className="mt-2 list-decimal space-y-1 ps-6 text-gray-800"
      />
    </LabelledSection>
  );
}
