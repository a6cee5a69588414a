// `medirEmTela(largura, seletor, propriedades)`, a helper every page test may call: it opens a copy
// of the page (without its scripts) in a frame of that width and resolves to what the first
// element matching the selector looks like there — for media-query challenges, whose test frame
// is always 1024 px wide. Runs inside the test frame; the copy inherits its policy.

/** What medirEmTela resolves to. */
export type WidthMeasure = {
  /** The copy's viewport width (the width asked for). */
  larguraDaTela: number;
  /** The element's rendered width in pixels; null without a matching element. */
  largura: number | null;
  /** The computed value of each property asked for; null without a matching element. */
  estilos: Record<string, string> | null;
};

const MEASURE_TIMEOUT_MS = 4000;
export const MEASURE_TIMEOUT_MESSAGE = 'A página não carregou na largura pedida.';
const MEASURE_MARKER = 'escola-medida';

/** The script put into the copy: measures once it has loaded and posts the result up. */
const measuringScript = (selector: string, properties: readonly string[]) => `<script>
addEventListener('load', () => {
  const element = document.querySelector(${JSON.stringify(selector)});
  const style = element ? getComputedStyle(element) : null;
  parent.postMessage({
    kind: ${JSON.stringify(MEASURE_MARKER)},
    larguraDaTela: innerWidth,
    largura: element ? element.getBoundingClientRect().width : null,
    estilos: style
      ? Object.fromEntries(${JSON.stringify(properties)}.map((name) => [name, style.getPropertyValue(name)]))
      : null,
  }, '*');
});
</script>`;

export const medirEmTela = (
  largura: number,
  seletor: string,
  propriedades: readonly string[] = [],
): Promise<WidthMeasure> =>
  new Promise((resolve, reject) => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script').forEach((script) => script.remove());
    const head = copy.querySelector('head');
    head?.insertAdjacentHTML('afterbegin', measuringScript(seletor, propriedades));
    const frame = document.createElement('iframe');
    frame.style.cssText = `width:${largura}px;height:600px;border:0;`;
    const finish = () => {
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      frame.remove();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(MEASURE_TIMEOUT_MESSAGE));
    }, MEASURE_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.data?.kind !== MEASURE_MARKER) return;
      finish();
      const { larguraDaTela, largura: width, estilos } = event.data as WidthMeasure;
      resolve({ larguraDaTela, largura: width, estilos });
    };
    addEventListener('message', onMessage);
    frame.srcdoc = `<!DOCTYPE html>${copy.outerHTML}`;
    document.body.append(frame);
  });
