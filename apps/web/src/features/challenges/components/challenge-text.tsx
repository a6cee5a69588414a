// A challenge's description and (when it has them) its instructions, as the build rendered them.
import { useTranslation } from 'react-i18next';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import type { ChallengeContent } from '../lib/challenge-content';

export const ChallengeText = ({
  challenge,
  instructionsHeading,
}: {
  challenge: ChallengeContent;
  /** Defaults to "Instruções". */
  instructionsHeading?: string;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <>
      <RenderedHtml html={challenge.description} className="challenge-text" />
      {challenge.instructions.trim() === '' ? null : (
        <section className="challenge-section" aria-labelledby="challenge-instructions-heading">
          <h2 id="challenge-instructions-heading">{instructionsHeading ?? t('instructions')}</h2>
          <RenderedHtml html={challenge.instructions} className="challenge-text" />
        </section>
      )}
    </>
  );
};
