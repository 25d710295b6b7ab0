import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFlash } from '@/lib/workspace/flash';
import { capacityFlash, recordFlash, techniciansFlash } from '@/lib/workspace/flash-rules';
import { FlashMessages } from './Flash';

// The texts the end-to-end tests read after a redirect, and the role that announces them.

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('FlashMessages', () => {
  it('announces a success as a status, with the code in the message', () => {
    const out = html(
      <FlashMessages
        flashes={readFlash({ saved: 'Ravi' }, techniciansFlash)}
        locale="en"
        testId="schedule-outcome"
        values={(flash) => ({ name: flash.code })}
      />,
    );
    expect(out).toMatch(
      /^<p role="status" data-testid="schedule-outcome"[^>]*>Saved: Ravi\.<\/p>$/,
    );
  });

  it('announces a refusal as an alert, and an unknown code with the fallback message', () => {
    const out = html(
      <FlashMessages
        flashes={readFlash({ error: 'nonsense' }, capacityFlash)}
        locale="en"
        testId="schedule-outcome"
      />,
    );
    expect(out).toMatch(/^<p role="alert" data-testid="schedule-outcome"/);
    expect(out).not.toContain('nonsense');
  });

  it('names the message by its tone when the page asks for two test ids', () => {
    const testId = { ok: 'record-done', error: 'record-error' };
    expect(
      html(
        <FlashMessages
          flashes={readFlash({ done: 'note' }, recordFlash)}
          locale="en"
          testId={testId}
        />,
      ),
    ).toContain('data-testid="record-done"');
    expect(
      html(
        <FlashMessages
          flashes={readFlash({ error: 'forbidden' }, recordFlash)}
          locale="ar"
          testId={testId}
        />,
      ),
    ).toMatch(/role="alert" data-testid="record-error"/);
    expect(html(<FlashMessages flashes={[]} locale="en" testId={testId} />)).toBe('');
  });
});
