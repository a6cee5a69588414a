// A price in cents as the school writes it: "R$ 497,00".
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatPriceCents = (cents: number): string => BRL.format(cents / 100);
