/** The diagnosis visit in words, ready to render (lib/pricing/diagnosis-text.ts builds it). */
export interface DiagnosisWords {
  label: string;
  fee: string;
  waived: string;
  repairsHeading: string;
  repairs: string[];
}
