import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Field } from './Field';
import { Input } from './Input';

// What a screen reader relies on: the label names the control, the hint and error describe it, and an
// invalid control says so.

/** A Field around a plain input, rendered to HTML. */
const fieldHtml = (props: Omit<ComponentProps<typeof Field>, 'children'>) =>
  renderToStaticMarkup(<Field {...props}>{(aria) => <Input {...aria} />}</Field>);

describe('Field', () => {
  it('links the label, the hint and the error to the control', () => {
    const html = renderToStaticMarkup(
      <Field id="email" label="Email" hint="We reply here" error="Check the address">
        {(aria) => <Input {...aria} name="email" />}
      </Field>,
    );
    expect(html).toContain('<label for="email"');
    expect(html).toMatch(/<input[^>]*id="email"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/aria-describedby="email-hint email-error"/);
    expect(html).toContain('<p id="email-hint"');
    expect(html).toMatch(/<p id="email-error"[^>]*>Check the address<\/p>/);
    expect(html).not.toContain('role="alert"');
  });

  it('leaves a valid control undescribed and not invalid, and announces errors only when asked', () => {
    const valid = fieldHtml({ id: 'name', label: 'Name' });
    expect(valid).not.toContain('aria-invalid');
    expect(valid).not.toContain('aria-describedby');
    const announced = fieldHtml({
      id: 'load',
      label: 'Load',
      error: 'Enter a number',
      announce: true,
    });
    expect(announced).toMatch(/<p id="load-error" role="alert"/);
  });

  it('marks a required field with a visible asterisk and its control with aria-required, and only then', () => {
    const required = fieldHtml({ id: 'phone', label: 'Phone', required: true });
    expect(required).toMatch(/<span aria-hidden="true"[^>]*data-required-marker="">\*<\/span>/);
    expect(required).toMatch(/<input[^>]*aria-required="true"/);
    const optional = fieldHtml({ id: 'company', label: 'Company' });
    expect(optional).not.toContain('data-required-marker');
    expect(optional).not.toContain('aria-required');
  });
});

describe('Button', () => {
  it('does not submit its form unless it is a submit button', () => {
    expect(renderToStaticMarkup(<Button>Copy</Button>)).toContain('type="button"');
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toContain('type="submit"');
  });
});
