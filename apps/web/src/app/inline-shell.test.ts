// The inline app shell of index.html (issue 15) says what the app's loader says, in Portuguese,
// and its slow-load message waits the spec's delay.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOADER_MESSAGE_DELAY_MS } from '@escola/domain/constants';
import common from '../locales/pt-BR/common.json';

const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const text = html.replace(/\s+/g, ' ');

describe('the inline app shell', () => {
  it('shows the logo text, the loader and the slow-load message of the locale', () => {
    expect(text).toContain(`<span>${common.appName}</span>`);
    expect(text).toContain(common.loading);
    expect(text).toContain(common.slowLoading);
  });

  it('reveals the slow-load message after LOADER_MESSAGE_DELAY_MS, with no script', () => {
    expect(text).toContain(
      `animation: app-shell-reveal 0s ${LOADER_MESSAGE_DELAY_MS / 1000}s forwards`,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('has a dark variant, so a dark system never flashes white', () => {
    expect(text).toContain('@media (prefers-color-scheme: dark)');
  });

  it('ends #root with the marker the prerender replaces up to', () => {
    expect(html).toMatch(/<div id="root">[\s\S]*<!-- \/app-shell -->\s*<\/div>/);
  });
});
