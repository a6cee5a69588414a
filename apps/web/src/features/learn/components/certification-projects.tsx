// A superblock's certification projects (the docs/product/certificates.md links). On the superblock
// page the section carries the anchor `{superBlock}-projects` the last challenge's navigation
// points to.
import { CircleCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapSuperBlock } from '../lib/build-learn-map';
import { useTrackText } from '../hooks/use-track-text';
import { CHALLENGE_DENIAL_MESSAGES } from '@escola/domain/challenge-access';

export const getProjectsAnchorId = (superBlock: string): string => `${superBlock}-projects`;

export const CertificationProjects = ({
  superBlock,
  headingLevel,
  withAnchor = false,
}: {
  superBlock: MapSuperBlock;
  headingLevel: 2 | 4;
  withAnchor?: boolean;
}) => {
  const { t } = useTranslation('learn');
  const trackText = useTrackText();
  if (superBlock.projects.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  // On the map each trilha card lists its projects under the same heading: a plain group there,
  // so the page holds no two landmarks of the same name (axe landmark-unique).
  const Container = withAnchor ? 'section' : 'div';
  const anchorId = getProjectsAnchorId(superBlock.superBlock);
  return (
    <Container
      id={withAnchor ? anchorId : undefined}
      className="learn-projects"
      aria-labelledby={withAnchor ? `${anchorId}-heading` : undefined}
    >
      <Heading id={`${anchorId}-heading`} className="learn-projects__heading">
        {t('map.projects')}
      </Heading>
      <ul className="learn-projects__list">
        {superBlock.projects.map((project) => {
          const locked = project.access !== null && !project.access.allowed;
          return (
            <li key={project.id} className="learn-projects__item" data-locked={locked}>
              {project.completed ? (
                <CircleCheck aria-hidden="true" size={16} className="learn-block__icon" />
              ) : locked ? (
                <Lock aria-hidden="true" size={16} className="learn-block__icon" />
              ) : null}
              <Link to={project.link}>{project.title}</Link>
              {project.completed ? <span> {t('map.projectDone')}</span> : null}
              {project.access && !project.access.allowed ? (
                <span className="learn-block__reason">
                  {trackText(CHALLENGE_DENIAL_MESSAGES[project.access.reason])}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Container>
  );
};
