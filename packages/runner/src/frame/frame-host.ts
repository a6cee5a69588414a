// host.js: the script of the frame host document (RUNNER_FRAME_HOST_PATH), built as a classic
// script with the frame script (frame.js) inside it as text. The page hands the host a port; over
// it the host opens child frames whose document (srcdoc) carries that frame script inline — it
// inherits the host's policy, which allows it — and hands each child the port the page sent for
// it. Children fill the host: the visible preview, or a hidden 1024 × 768 test frame.
import { FRAME_LOADED, HOST_LOADED, type ToHost } from './frame-protocol';

declare const __ESCOLA_FRAME_SCRIPT__: string;

const CHILD_DOCUMENT = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Visualização</title>
<script>${__ESCOLA_FRAME_SCRIPT__.replace(/<\/script/gi, '<\\/script')}</script>
</head>
<body></body>
</html>`;

const CHILD_STYLE = 'position:fixed;inset:0;width:100%;height:100%;border:0;display:block;';

const children = new Map<number, HTMLIFrameElement>();
/** Ports waiting for their child's script to say it is there. */
const waitingPorts = new Map<Window, MessagePort>();

const close = (id: number) => {
  const child = children.get(id);
  if (!child) return;
  if (child.contentWindow) waitingPorts.delete(child.contentWindow);
  child.remove();
  children.delete(id);
};

const open = ({ id, mode, sandbox }: Extract<ToHost, { kind: 'open' }>, port: MessagePort) => {
  if (mode === 'preview') for (const childId of [...children.keys()]) close(childId);
  const child = document.createElement('iframe');
  child.setAttribute('sandbox', sandbox);
  child.title = mode === 'preview' ? 'Visualização' : 'Testes';
  child.style.cssText = CHILD_STYLE;
  child.srcdoc = CHILD_DOCUMENT;
  document.body.append(child);
  children.set(id, child);
  if (child.contentWindow) waitingPorts.set(child.contentWindow, port);
};

let pagePort: MessagePort | null = null;
window.addEventListener('message', (event) => {
  const source = event.source as Window | null;
  if (source === window.parent) {
    if (pagePort || event.data?.kind !== 'connect' || !event.ports[0]) return;
    pagePort = event.ports[0];
    pagePort.onmessage = ({ data, ports }: MessageEvent<ToHost>) => {
      if (data.kind === 'open' && ports[0]) open(data, ports[0]);
      else if (data.kind === 'close') close(data.id);
    };
    return;
  }
  if (!source || event.data?.kind !== FRAME_LOADED) return;
  const port = waitingPorts.get(source);
  if (!port) return;
  waitingPorts.delete(source);
  source.postMessage({ kind: 'connect' }, '*', [port]);
});
window.parent.postMessage({ kind: HOST_LOADED }, '*');
