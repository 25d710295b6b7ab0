import { getTranslations } from 'next-intl/server';
import { PriceEditor } from '@/components/admin/PriceEditor';
import { PriceList } from '@/components/admin/PriceList';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { AdminsOnly } from '@/components/workspace/AdminsOnly';
import { FlashMessages } from '@/components/workspace/Flash';
import { staffMoment } from '@/components/workspace/format';
import { ChangeHistory } from '@/components/workspace/Shells';
import { priceWords } from '@/lib/pricing/view';
import { readFlash } from '@/lib/workspace/flash';
import { pricesFlash } from '@/lib/workspace/flash-rules';
import { pricesView } from '@/lib/workspace/pages';
import { priceEditor } from '@/lib/workspace/price-editor';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('prices');

/**
 * The staff price editor: every price with its current value; changing one is a GET form to a
 * preview (old → new, both languages, a sample estimate), then a posted Save. No JavaScript needed.
 */
export default async function PricesEditorPage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  if (!viewer.isAdmin) return <AdminsOnly />;
  const query = await searchParams;
  const t = await getTranslations('admin.prices');
  const moment = await staffMoment();
  const words = priceWords(locale);
  const { items, history } = await pricesView();
  const { editing, ...edit } = priceEditor(items, query);
  const amountOf = (id: string, cents: number) => {
    const item = items.find((p) => p.id === id);
    return item ? words.amount({ ...item, amount: cents / 100 }) : String(cents / 100);
  };

  return (
    <>
      <p className="text-sm">
        <Link href="/admin" className="text-brand-700 underline">
          {t('backToInbox')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-gray-700">{t('lead')}</p>
      <FlashMessages
        flashes={readFlash(query, pricesFlash(items.map((p) => p.id)))}
        locale={locale}
        testId="price-saved"
        values={(flash) => ({ name: words.name(flash.code) })}
      />
      {editing && <PriceEditor locale={locale} items={items} editing={editing} {...edit} />}
      <PriceList locale={locale} items={items} />

      <ChangeHistory
        id="history-heading"
        words={(word) => t(`history.${word}`)}
        what={t('history.price')}
        testId="price-history"
        rows={history.map((change) => ({
          id: change.id,
          when: moment(change.createdAt),
          who: change.actor,
          what: words.name(change.priceId),
          before: amountOf(change.priceId, change.oldCents),
          after: amountOf(change.priceId, change.newCents),
          data: { 'data-price-id': change.priceId },
        }))}
      />
    </>
  );
}
