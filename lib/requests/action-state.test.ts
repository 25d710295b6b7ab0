import { describe, expect, it } from 'vitest';
import { refusedState, startTimeFor } from './action-state';
import { readPost } from './post';
import { isFormKey } from './token';

describe('the request form contract', () => {
  it('hands back what was typed, never the control fields, the locale or what a form drops', () => {
    const key = 'b7f1f0a6-3c1e-4d7b-9a51-0c2f7e9d8a11-1a2b3c4d';
    const state = refusedState(
      {
        fullName: 'Aisha',
        phone: '050 123 4567',
        idempotencyKey: key,
        startedAt: '1700000000000',
        website: '',
        locale: 'ar',
        photos: 'x',
      },
      { fieldErrors: { phone: 'Enter a UAE number' } },
      { alsoDropped: ['photos'] },
    );
    expect(state).toEqual({
      ok: false,
      fieldErrors: { phone: 'Enter a UAE number' },
      formError: undefined,
      values: { fullName: 'Aisha', phone: '050 123 4567' },
      formKey: key,
      startedAt: '1700000000000',
    });
  });

  it('keys a post that came without the server key afresh, and starts its clock now', () => {
    const state = refusedState({ idempotencyKey: '<script>' }, { formError: 'Too many' });
    expect(isFormKey(state.formKey)).toBe(true);
    expect(state.formKey).not.toBe('<script>');
    expect(Number(state.startedAt)).toBeGreaterThan(Date.now() - 5_000);
    expect(refusedState({}, {}, { keyed: false })).not.toHaveProperty('formKey');
  });

  it('accepts only a start time of digits', () => {
    expect(startTimeFor('1700000000000')).toBe('1700000000000');
    expect(startTimeFor('1e3')).not.toBe('1e3');
    expect(startTimeFor(undefined)).toMatch(/^\d+$/);
  });
});

describe('reading a post', () => {
  it('reads text fields and the files of the one field that takes them', () => {
    const form = new FormData();
    form.set('fullName', 'Omar');
    form.set('$ACTION_ID_abc', '');
    form.append('photos', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    const post = readPost(form, 'photos');
    expect(post?.values).toEqual({ fullName: 'Omar' });
    expect(post?.files.map((f) => f.name)).toEqual(['a.jpg']);
  });

  it('refuses what is not a form, and a file in a text field', () => {
    expect(readPost('fullName=Omar')).toBeNull();
    const form = new FormData();
    form.append('fullName', new File(['x'], 'a.txt'));
    expect(readPost(form, 'photos')).toBeNull();
    expect(readPost(form)).toBeNull();
  });
});
