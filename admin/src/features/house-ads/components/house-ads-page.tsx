import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseAd, HouseAdInput } from '@portal/contracts';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { Notice } from '../../../shared/components/notice';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { houseAdsApi } from '../api/house-ads-api';

const EMPTY: HouseAdInput = { imageUrl: '', linkUrl: '', text: '', active: true };

/** The portal's own banners (image, link, text): they fill the ad slots when no ad network is configured. */
export function HouseAdsPage() {
  const { t } = useTranslation('house-ads');
  const [ads, setAds] = useState<HouseAd[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [form, setForm] = useState<HouseAdInput>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const { busy, error, run } = useAdminAction();

  const load = useCallback(async () => {
    const r = await run(() => houseAdsApi.list());
    if (r) setAds(r.houseAds);
  }, [run]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { ...form, imageUrl: form.imageUrl.trim(), linkUrl: form.linkUrl.trim(), text: form.text.trim() };
    const done = await run(() => (editing ? houseAdsApi.update(editing, input) : houseAdsApi.create(input)));
    if (!done) return;
    setMessage(t(editing ? 'saved' : 'created'));
    setEditing(null);
    setForm(EMPTY);
    await load();
  };
  const remove = async (ad: HouseAd) => {
    if (!confirm(t('confirmDelete', { text: ad.text }))) return;
    if (await run(() => houseAdsApi.remove(ad.id))) {
      setMessage(t('deleted'));
      await load();
    }
  };
  const edit = (ad: HouseAd) => {
    setEditing(ad.id);
    setForm({ imageUrl: ad.imageUrl, linkUrl: ad.linkUrl, text: ad.text, active: ad.active });
    setMessage(null);
  };
  const set = (patch: Partial<HouseAdInput>) => setForm((f) => ({ ...f, ...patch }));
  const columns: Array<Column<HouseAd>> = [
    { key: 'image', header: t('image'), cell: (ad) => <img src={ad.imageUrl} alt="" width={96} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} /> },
    { key: 'text', header: t('text'), cell: (ad) => ad.text },
    { key: 'link', header: t('linkUrl'), cell: (ad) => <span dir="ltr">{ad.linkUrl}</span> },
    { key: 'status', header: t('status'), cell: (ad) => t(ad.active ? 'active' : 'paused') },
    {
      key: 'actions',
      header: t('actions'),
      headerHidden: true,
      cell: (ad) => (
        <>
          <button className="btn btn--ghost" type="button" onClick={() => edit(ad)}>
            {t('edit')}
          </button>{' '}
          <button className="btn btn--danger" type="button" onClick={() => void remove(ad)}>
            {t('delete')}
          </button>
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="house-ads-title">
      <div className="section-head">
        <h1 id="house-ads-title">{t('title')}</h1>
        {ads && <span className="count-pill">{ads.length}</span>}
      </div>
      <p>{t('intro')}</p>
      <Notice error={error} message={message} />
      <form className="house-ad-form" onSubmit={submit} aria-label={t(editing ? 'editTitle' : 'addTitle')}>
        <h2>{t(editing ? 'editTitle' : 'addTitle')}</h2>
        <label>
          <span>{t('text')}</span>
          <input value={form.text} maxLength={120} required onChange={(e) => set({ text: e.target.value })} data-testid="house-ad-text" />
        </label>
        <label>
          <span>{t('imageUrl')}</span>
          <input value={form.imageUrl} required dir="ltr" placeholder="https://… or /media/…" onChange={(e) => set({ imageUrl: e.target.value })} data-testid="house-ad-image" />
        </label>
        <label>
          <span>{t('linkUrl')}</span>
          <input value={form.linkUrl} required dir="ltr" placeholder="https://… or /games/…" onChange={(e) => set({ linkUrl: e.target.value })} data-testid="house-ad-link" />
        </label>
        <label className="house-ad-form__check">
          <input type="checkbox" checked={form.active} onChange={(e) => set({ active: e.target.checked })} />
          <span>{t('active')}</span>
        </label>
        <div className="house-ad-form__actions">
          <button className="btn btn--primary" type="submit" disabled={busy} data-testid="house-ad-save">
            {t(editing ? 'save' : 'add')}
          </button>
          {editing && (
            <button
              className="btn btn--ghost"
              type="button"
              onClick={() => {
                setEditing(null);
                setForm(EMPTY);
              }}
            >
              {t('cancel')}
            </button>
          )}
        </div>
      </form>
      {ads && <DataTable columns={columns} rows={ads} rowKey={(ad) => ad.id} empty={t('empty')} caption={t('title')} />}
    </section>
  );
}
