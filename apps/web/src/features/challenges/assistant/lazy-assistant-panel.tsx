// The page's side of the assistant: the panel's code (Markdown, the highlighters, React Aria) is
// a lazy chunk fetched on the first "Assistente" click; the challenge page's first load grows by
// this file only.
import { Suspense, lazy } from 'react';
import type { AssistantPanelProps } from './assistant-panel';

const AssistantPanel = lazy(() => import('./assistant-panel'));

export const LazyAssistantPanel = (props: AssistantPanelProps) => (
  <Suspense fallback={null}>
    <AssistantPanel {...props} />
  </Suspense>
);
