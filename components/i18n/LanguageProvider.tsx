'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { localeInfo } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';

// The original site's language state (current language, a setter, a translate function and a
// right-to-left flag), kept as one small hook over next-intl so client components need nothing else.
export interface LanguageState {
  language: Locale;
  setLanguage: (next: Locale) => void;
  t: ReturnType<typeof useTranslations>;
  isRTL: boolean;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useLocale() as Locale;
  const t = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const value = useMemo<LanguageState>(
    () => ({
      language,
      // Switching language changes the route (/about <-> /ar/about), never a hidden client state.
      setLanguage: (next) => router.replace(pathname, { locale: next }),
      t,
      isRTL: localeInfo[language].dir === 'rtl',
    }),
    [language, router, pathname, t],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used within a LanguageProvider');
  return state;
}
