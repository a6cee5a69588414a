// One starting file shown as code, read-only, with its editable region highlighted (the lines
// [first, line after the last) of `editableRegionBoundaries`, docs/product/workspace.md).
import { useTranslation } from 'react-i18next';
import type { ChallengeSeedFile } from '@escola/contracts/challenge-page-data';

const isInRegion = (index: number, boundaries: number[]): boolean => {
  const [first, afterLast] = boundaries;
  return first !== undefined && afterLast !== undefined && index >= first && index < afterLast;
};

export const CodeFileView = ({ file }: { file: ChallengeSeedFile }) => {
  const { t } = useTranslation('challenges');
  const fileName = `${file.name}.${file.ext}`;
  const lines = file.contents.split('\n');
  const [first, afterLast] = file.editableRegionBoundaries;
  const hasRegion = first !== undefined && afterLast !== undefined && afterLast > first;
  const regionNote =
    hasRegion && afterLast - first === 1
      ? t('editableRegionOneLine', { first: first + 1 })
      : t('editableRegion', { first: (first ?? 0) + 1, last: afterLast ?? 0 });
  return (
    <figure className="code-file">
      <figcaption className="code-file__name">{fileName}</figcaption>
      <pre className="code-file__code" tabIndex={0} aria-label={fileName}>
        <code className={`language-${file.ext}`}>
          {lines.map((line, index) => (
            <span
              // Lines are fixed for the page's life: their index is their identity.
              key={index}
              className={
                isInRegion(index, file.editableRegionBoundaries)
                  ? 'code-file__line code-file__line--editable'
                  : 'code-file__line'
              }
              data-line={index + 1}
            >
              {line === '' ? '\u200b' : line}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
      {file.contents === '' && !hasRegion ? (
        <p className="code-file__note">{t('emptyFile')}</p>
      ) : null}
      {hasRegion ? <p className="code-file__note">{regionNote}</p> : null}
    </figure>
  );
};
