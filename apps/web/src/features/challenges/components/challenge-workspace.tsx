// The workspace of a code challenge: JavaScript challenges get the editor and the in-browser
// runner (CodeWorkspace); challenges that need a page preview (HTML, CSS, React) still show their
// starting files read-only and their tests until the preview frames land (issue 6 notes).
import { useTranslation } from 'react-i18next';
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeTestList } from './challenge-test-list';
import { CodeFileView } from './code-file-view';
import { CodeWorkspace } from './code-workspace';
import { runsInWorker } from '@escola/runner/index';

export const ChallengeWorkspace = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  if (challenge.tests.length > 0 && runsInWorker(challenge.files)) {
    return <CodeWorkspace challenge={challenge} />;
  }
  return (
    <div className="challenge-workspace">
      {challenge.files.length > 0 ? (
        <section className="challenge-section" aria-labelledby="challenge-files-heading">
          <h2 id="challenge-files-heading">{t('files')}</h2>
          {sortEditorFiles(challenge.files).map((file) => (
            <CodeFileView key={file.fileKey} file={file} />
          ))}
        </section>
      ) : null}
      <ChallengeTestList tests={challenge.tests} heading={t('tests')} />
    </div>
  );
};
