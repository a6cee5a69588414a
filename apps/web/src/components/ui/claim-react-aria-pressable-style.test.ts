// React Aria's usePress adds an inline <style> (refused by the Content-Security-Policy) unless an
// element with its id is in the document: importing the module puts our stylesheet there first.
import { describe, expect, it } from 'vitest';
import {
  claimReactAriaPressableStyle,
  REACT_ARIA_PRESSABLE_STYLE_ID,
} from './claim-react-aria-pressable-style';

describe('claimReactAriaPressableStyle', () => {
  it('links our stylesheet under the id React Aria looks for, once', () => {
    claimReactAriaPressableStyle(document);
    const claimed = document.querySelectorAll(`#${REACT_ARIA_PRESSABLE_STYLE_ID}`);
    expect(claimed).toHaveLength(1);
    const link = claimed[0] as HTMLLinkElement;
    expect(link.tagName).toBe('LINK');
    expect(link.rel).toBe('stylesheet');
    expect(document.head.firstElementChild).toBe(link);
    expect(document.querySelector('style')).toBeNull();
  });
});
