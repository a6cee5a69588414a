// A superblock's phases, collapsed by default (the current one open): each phase heading holds a
// real button with aria-expanded, a status icon and the counts; its blocks render only while open.
import { ChevronDown, Circle, CircleCheck, CircleDot } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPhase } from '../lib/build-learn-map';
import { BlockRow } from './block-row';

type HeadingLevel = 3 | 4;

/** Done, started or not started: the icon the phase shows (its counts say the same in text). */
const PhaseStatusIcon = ({ phase }: { phase: MapPhase }) => {
  if (phase.total > 0 && phase.completed === phase.total) {
    return <CircleCheck aria-hidden="true" size={18} className="learn-phase__status is-done" />;
  }
  if (phase.completed > 0) {
    return <CircleDot aria-hidden="true" size={18} className="learn-phase__status is-started" />;
  }
  return <Circle aria-hidden="true" size={18} className="learn-phase__status" />;
};

const PhaseItem = ({
  phase,
  signedIn,
  headingLevel,
  initiallyOpen,
}: {
  phase: MapPhase;
  signedIn: boolean;
  headingLevel: HeadingLevel;
  initiallyOpen: boolean;
}) => {
  const { t } = useTranslation('learn');
  const [open, setOpen] = useState(initiallyOpen);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const panelId = `fase-${phase.key.replace('/', '--')}`;
  const counts = signedIn
    ? t('map.progress', { completed: phase.completed, total: phase.total })
    : t('map.challengeCount', { count: phase.total });
  return (
    <li className="learn-phase">
      <Heading className="learn-phase__heading">
        <button
          type="button"
          className="learn-phase__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDown aria-hidden="true" size={18} className="learn-phase__chevron" />
          <PhaseStatusIcon phase={phase} />
          <span className="learn-phase__title">{phase.title}</span>
          <span className="learn-phase__meta">{counts}</span>
        </button>
      </Heading>
      <ul id={panelId} className="learn-phase__blocks" hidden={!open}>
        {open
          ? phase.blocks.map((block) => (
              <BlockRow key={block.block} block={block} signedIn={signedIn} />
            ))
          : null}
      </ul>
    </li>
  );
};

export const PhaseList = ({
  phases,
  signedIn,
  headingLevel,
  currentPhaseKey,
}: {
  phases: readonly MapPhase[];
  signedIn: boolean;
  headingLevel: HeadingLevel;
  currentPhaseKey: string | null;
}) => (
  <ul className="learn-phases">
    {phases.map((phase) => (
      <PhaseItem
        key={phase.key}
        phase={phase}
        signedIn={signedIn}
        headingLevel={headingLevel}
        initiallyOpen={phase.key === currentPhaseKey}
      />
    ))}
  </ul>
);
