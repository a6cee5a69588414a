// The boundary where the code editor and the test runner (issue 6) plug in. For now it shows the
// starting files read-only, in editor order, and the list of tests.
import { useTranslation } from 'react-i18next';
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeTestList } from './challenge-test-list';
import { CodeFileView } from './code-file-view';

export const ChallengeWorkspace = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
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
