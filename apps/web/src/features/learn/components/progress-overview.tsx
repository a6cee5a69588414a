// The learner's progress per trilha on the dashboard: one bar each (a labelled <progress>) with the
// numbers in text, linking to the trilha's page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapSuperBlock } from '../lib/build-learn-map';
import { useTrackContext } from '../hooks/use-track-text';

const toPercent = ({ completed, total }: { completed: number; total: number }): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);

export const ProgressOverview = ({ superBlocks }: { superBlocks: readonly MapSuperBlock[] }) => {
  const { t } = useTranslation('learn');
  const context = useTrackContext();
  return (
    <section className="learn-card learn-progress" aria-labelledby="learn-progress-heading">
      <h2 id="learn-progress-heading" className="learn-card__heading">
        {t('dashboard.progressHeading', { context })}
      </h2>
      <ul className="learn-progress__list">
        {superBlocks.map((superBlock) => {
          const { completed, total } = superBlock;
          return (
            <li key={superBlock.superBlock} className="learn-progress__item">
              <Link className="learn-progress__title" to={superBlock.path}>
                {superBlock.title}
              </Link>
              <progress
                className="learn-progress__bar"
                value={completed}
                max={Math.max(total, 1)}
                aria-label={t('dashboard.progressLabel', { title: superBlock.title })}
              />
              <div className="learn-progress__numbers">
                <span>{t('map.progress', { completed, total })}</span>
                <span className="learn-progress__percent" aria-hidden="true">
                  {t('dashboard.percent', { percent: toPercent({ completed, total }) })}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
