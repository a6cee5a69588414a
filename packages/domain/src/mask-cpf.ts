// The CPF as staff see it where they do not need the whole number (LGPD, issue 17): the middle six
// digits only, `***.456.789-**`. Anything that is not 11 digits (masked or not) is hidden whole.

const CPF_DIGITS = 11;
const HIDDEN_CPF = '***.***.***-**';

export const maskCpf = (cpf: string): string => {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== CPF_DIGITS) return HIDDEN_CPF;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
};
