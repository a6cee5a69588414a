// The workspace of a classic (code) challenge: with tests, the editor and the in-browser runner
// (CodeWorkspace, which also shows the text, the tests, the console and, for a page, the preview);
// without tests there is nothing to run, so the text and the starting files show read-only.
import { useTranslation } from 'react-i18next';
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeText } from './challenge-text';
import { CodeFileView } from './code-file-view';
import { CodeWorkspace } from './code-workspace';

export const ChallengeWorkspace = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  if (challenge.tests.length > 0) return <CodeWorkspace challenge={challenge} />;
  return (
    <div className="challenge-page__columns">
      <div className="challenge-page__instructions">
        <ChallengeText challenge={challenge} />
      </div>
      {challenge.files.length > 0 ? (
        <section className="challenge-section" aria-labelledby="challenge-files-heading">
          <h2 id="challenge-files-heading">{t('files')}</h2>
          {sortEditorFiles(challenge.files).map((file) => (
            <CodeFileView key={file.fileKey} file={file} />
          ))}
        </section>
      ) : null}
    </div>
  );
};
