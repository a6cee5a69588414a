// A code block of an answer: highlighted like the editor, with "Copiar código" (the clipboard),
// which says "Copiado!" for a moment once the code is there.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { getLoadedParser, highlightPieces, loadParser, type Parser } from './highlight-code';

const COPIED_FEEDBACK_MS = 2_000;

export const CodeBlock = ({ code, language }: { code: string; language: string }) => {
  const { t } = useTranslation('challenges');
  // Plain text until the language's parser has loaded, then coloured.
  const [parser, setParser] = useState<Parser | null>(() => getLoadedParser(language));
  useEffect(() => {
    let current = true;
    void loadParser(language).then((loadedParser) => {
      if (current) setParser(loadedParser);
    });
    return () => {
      current = false;
    };
  }, [language]);
  const pieces = useMemo(() => highlightPieces(code, parser), [code, parser]);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    void navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="assistant-code">
      <div className="assistant-code__bar">
        <span className="assistant-code__language">{language || t('assistant.code')}</span>
        <button type="button" className="assistant-code__copy" onClick={copy}>
          {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
          <span aria-live="polite">{copied ? t('assistant.copied') : t('assistant.copyCode')}</span>
        </button>
      </div>
      <pre className="assistant-code__pre" tabIndex={0}>
        <code>
          {pieces.map((piece, index) =>
            piece === null ? (
              '\n'
            ) : piece.classes ? (
              <span key={index} className={piece.classes}>
                {piece.text}
              </span>
            ) : (
              piece.text
            ),
          )}
        </code>
      </pre>
    </div>
  );
};
