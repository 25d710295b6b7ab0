'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { DayOption, SlotOption } from '@/lib/booking/form-types';

/** The id of the sentence that says why a day has no visits (the day's button is described by it). */
const closedId = (date: string) => `closed-${date}`;

/**
 * The row of day buttons shown once a script runs: one tab stop (the chosen day), the arrow keys move
 * along the row as it reads (← is the next day in Arabic, right to left), Home and End to its ends.
 * A closed day stays in the row, so the keyboard reaches it and hears why: its button says the reason
 * in a word ("Closed", "National Day") and is described by the full sentence; it cannot be chosen.
 */
export function DayButtons({
  calendar,
  day,
  label,
  onChoose,
}: {
  calendar: DayOption[];
  day: string | undefined;
  label: string;
  onChoose: (date: string) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.max(
    0,
    calendar.findIndex((d) => d.date === day),
  );
  // The button that holds the tab stop: the chosen day, or the last one the arrows reached.
  const [stop, setStop] = useState<number | null>(null);
  const current = stop ?? chosen;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const last = calendar.length - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : step === undefined
            ? null
            : Math.min(last, Math.max(0, current + step));
    if (target === null) return;
    event.preventDefault();
    setStop(target);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mb-4 flex flex-wrap gap-2"
      data-testid="day-buttons"
    >
      {calendar.map((d, i) => {
        const closed = Boolean(d.closedNote);
        return (
          <button
            key={d.date}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-pressed={day === d.date}
            aria-disabled={closed || undefined}
            aria-describedby={closed ? closedId(d.date) : undefined}
            onClick={() => {
              setStop(null);
              if (!closed) onChoose(d.date);
            }}
            className="rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-gray-200 aria-disabled:bg-gray-50 aria-disabled:font-normal aria-disabled:text-gray-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {d.short}
            {closed && <span className="block text-xs">{d.closedShort}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** One day's windows as radios (every day's, without a script), or why it has none. */
export function DaySlots({
  day,
  title,
  hidden,
  chosen,
  onChoose,
}: {
  day: DayOption;
  title: string;
  hidden: boolean;
  chosen: string;
  onChoose: (value: string) => void;
}) {
  return (
    <div
      hidden={hidden}
      className="border-t border-gray-100 py-3 first-of-type:border-t-0"
      data-day={day.date}
    >
      <p className="text-sm font-bold text-gray-900">{title}</p>
      {day.closedNote ? (
        <p id={closedId(day.date)} className="mt-1 text-sm text-gray-600">
          {day.closedNote}
        </p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {day.slots.map((s) => (
            <SlotRadio key={s.value} slot={s} chosen={chosen} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SlotRadio({
  slot,
  chosen,
  onChoose,
}: {
  slot: SlotOption;
  chosen: string;
  onChoose: (value: string) => void;
}) {
  const open = slot.state === 'open';
  return (
    <li>
      <label
        className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${
          open
            ? 'cursor-pointer border-gray-300 text-gray-900 has-checked:border-brand-600 has-checked:bg-brand-50'
            : 'border-gray-200 bg-gray-50 text-gray-600'
        }`}
      >
        <input
          type="radio"
          name="slot"
          value={slot.value}
          disabled={!open}
          checked={open && chosen === slot.value}
          onChange={() => onChoose(slot.value)}
          className="size-4"
        />
        <span className="font-semibold">{slot.label}</span>
        <span className="ms-auto text-xs">{slot.note}</span>
      </label>
    </li>
  );
}
