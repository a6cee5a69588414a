// The design tokens the catalogue shows: names of the CSS custom properties of src/styles/tokens.css
// (their values are read by the browser through var(--name), so the catalogue never copies them).
export const COLOR_TOKENS = [
  '--color-background',
  '--color-surface',
  '--color-surface-raised',
  '--color-text',
  '--color-text-muted',
  '--color-border',
  '--color-border-subtle',
  '--color-focus',
  '--color-primary',
  '--color-primary-hover',
  '--color-on-primary',
  '--color-primary-soft',
  '--color-on-primary-soft',
  '--color-accent',
  '--color-accent-text',
  '--color-accent-soft',
  '--color-danger',
  '--color-on-danger',
  '--color-success',
  '--color-success-background',
  '--color-success-text',
  '--color-info-background',
  '--color-info-text',
  '--color-warning-background',
  '--color-warning-text',
  '--color-danger-background',
  '--color-danger-text',
  '--color-tag-background',
  '--color-tag-text',
  '--color-gem',
] as const;

export const FONT_SIZE_TOKENS = [
  '--font-size-heading-large',
  '--font-size-heading-medium',
  '--font-size-heading-small',
  '--font-size-ex-large',
  '--font-size-large',
  '--font-size-medium',
  '--font-size-small',
  '--font-size-ex-small',
] as const;

export const FONT_WEIGHT_TOKENS = [
  '--font-weight-regular',
  '--font-weight-medium',
  '--font-weight-semibold',
  '--font-weight-bold',
] as const;

export const RADIUS_TOKENS = [
  '--radius-small',
  '--radius-medium',
  '--radius-large',
  '--radius-pill',
] as const;

export const SHADOW_TOKENS = ['--shadow-small', '--shadow-medium', '--shadow-large'] as const;

export const DURATION_TOKENS = ['--duration-fast', '--duration-medium', '--duration-slow'] as const;

export const EASING_TOKENS = ['--easing-standard', '--easing-enter', '--easing-exit'] as const;
