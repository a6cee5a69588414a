// The school's product slug at the payment provider and in local storage (`{product}:utm`): one
// product, the whole course (PUT /register-payment-user, /register-subscription, issue 17).
export const SCHOOL_PRODUCT = 'escola';
