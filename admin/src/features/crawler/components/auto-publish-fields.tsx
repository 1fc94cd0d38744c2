import { useTranslation } from 'react-i18next';
import { CATEGORY_NAMES, GAME_CATEGORIES, isLanguage, type AutoPublishRule, type GameCategory } from '@portal/contracts';

export const NO_RULE: AutoPublishRule = { enabled: false, requireThumbnail: true, requireCategory: true, categories: [] };

/** A source's auto-publish rule: off, or which new games of its crawls go live at once. */
export function AutoPublishFields({ rule, onChange }: { rule: AutoPublishRule; onChange: (rule: AutoPublishRule) => void }) {
  const { t, i18n } = useTranslation('crawler');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const toggleCategory = (c: GameCategory) =>
    onChange({ ...rule, categories: rule.categories.includes(c) ? rule.categories.filter((x) => x !== c) : [...rule.categories, c] });
  return (
    <fieldset className="auto-publish">
      <legend>{t('autoPublishLabel')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={rule.enabled} onChange={(e) => onChange({ ...rule, enabled: e.target.checked })} />
        {t('rule.enable')}
      </label>
      {rule.enabled && (
        <div className="auto-publish__rule">
          <p className="hint">{t('rule.explain')}</p>
          <label className="checkbox">
            <input type="checkbox" checked={rule.requireThumbnail} onChange={(e) => onChange({ ...rule, requireThumbnail: e.target.checked })} />
            {t('rule.requireThumbnail')}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={rule.requireCategory} onChange={(e) => onChange({ ...rule, requireCategory: e.target.checked })} />
            {t('rule.requireCategory')}
          </label>
          <fieldset className="auto-publish__categories">
            <legend>{t('rule.categories')}</legend>
            <div className="chip-checks">
              {GAME_CATEGORIES.map((c) => (
                <label key={c} className="chip-check">
                  <input type="checkbox" checked={rule.categories.includes(c)} onChange={() => toggleCategory(c)} />
                  <span>{CATEGORY_NAMES[lang][c]}</span>
                </label>
              ))}
            </div>
            <p className="hint">{rule.categories.length ? t('rule.onlyThese') : t('rule.anyCategory')}</p>
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}
