import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './AuthProvider';

function Reader() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws the original error outside its provider', () => {
    expect(() => renderToString(createElement(Reader))).toThrow('useAuth must be used within an AuthProvider');
  });
});
