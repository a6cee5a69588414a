// The token sections of the catalogue: colours, type scale, spacers, radii, shadows and motion.
// Swatches use var(--name), so they show each theme's value as the browser resolves it.
import { SPACERS } from '@escola/domain/constants';
import { useTranslation } from 'react-i18next';
import {
  COLOR_TOKENS,
  DURATION_TOKENS,
  EASING_TOKENS,
  FONT_SIZE_TOKENS,
  FONT_WEIGHT_TOKENS,
  RADIUS_TOKENS,
  SHADOW_TOKENS,
} from '../lib/catalogue-tokens';
import { CatalogueSection } from './catalogue-section';

export const TokenSections = () => {
  const { t } = useTranslation('design');
  return (
    <>
      <CatalogueSection id="cores" title={t('sections.colors')}>
        <ul className="design-grid design-grid--swatches">
          {COLOR_TOKENS.map((name) => (
            <li key={name} className="design-swatch">
              <span className="design-swatch__color" style={{ background: `var(${name})` }} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </CatalogueSection>

      <CatalogueSection id="tipografia" title={t('sections.typography')}>
        <ul className="design-list">
          {FONT_SIZE_TOKENS.map((name) => (
            <li key={name}>
              <code>{name}</code>
              <p className="design-type-sample" style={{ fontSize: `var(${name})` }}>
                {t('typeSample')}
              </p>
            </li>
          ))}
        </ul>
        <ul className="design-list">
          {FONT_WEIGHT_TOKENS.map((name) => (
            <li key={name}>
              <code>{name}</code>
              <p className="design-type-sample" style={{ fontWeight: `var(${name})` }}>
                {t('typeSample')}
              </p>
            </li>
          ))}
        </ul>
      </CatalogueSection>

      <CatalogueSection id="espacamentos" title={t('sections.spacers')}>
        <ul className="design-list">
          {Object.entries(SPACERS).map(([name, pixels]) => (
            <li key={name} className="design-spacer">
              <span className="design-spacer__bar" style={{ width: `${pixels}px` }} />
              <code>
                {name} · {pixels} px
              </code>
            </li>
          ))}
        </ul>
      </CatalogueSection>

      <CatalogueSection id="cantos" title={t('sections.radii')}>
        <ul className="design-grid">
          {RADIUS_TOKENS.map((name) => (
            <li key={name} className="design-box" style={{ borderRadius: `var(${name})` }}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </CatalogueSection>

      <CatalogueSection id="sombras" title={t('sections.shadows')}>
        <ul className="design-grid">
          {SHADOW_TOKENS.map((name) => (
            <li key={name} className="design-box" style={{ boxShadow: `var(${name})` }}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </CatalogueSection>

      <CatalogueSection id="movimento" title={t('sections.motion')}>
        <p>{t('motionSample')}</p>
        <ul className="design-grid">
          {DURATION_TOKENS.flatMap((duration) =>
            EASING_TOKENS.map((easing) => (
              <li key={`${duration}${easing}`}>
                <button
                  type="button"
                  className="design-motion"
                  style={{
                    transitionDuration: `var(${duration})`,
                    transitionTimingFunction: `var(${easing})`,
                  }}
                >
                  <code>{duration}</code>
                  <code>{easing}</code>
                </button>
              </li>
            )),
          )}
        </ul>
      </CatalogueSection>
    </>
  );
};
