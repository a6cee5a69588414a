// docs/product/README.md: an HTTP response counts as a success when its status is 200–399 or 402.

const PAYMENT_REQUIRED = 402;

export const isSuccessStatus = (status: number): boolean =>
  (status >= 200 && status <= 399) || status === PAYMENT_REQUIRED;
