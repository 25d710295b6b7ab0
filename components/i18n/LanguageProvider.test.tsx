import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLanguage } from './LanguageProvider';

function Reader() {
  useLanguage();
  return null;
}

describe('useLanguage', () => {
  it('throws a clear error outside its provider', () => {
    expect(() => renderToString(createElement(Reader))).toThrow(
      'useLanguage must be used within a LanguageProvider',
    );
  });
});
