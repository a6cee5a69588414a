// Validation rules: the URL check (docs/product/accounts.md) and the CPF
// (docs/product/national-programme.md).
import { isValidCpf as isValidCpfNumber } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** Protocols the URL check accepts. */
export const URL_PROTOCOLS = ['http', 'https', 'ftp'] as const;
/** URLs must be shorter than this. */
export const URL_MAX_LENGTH = 2083;

/** A person's name, at sign-up, from Google and in the profile. */
export const NAME_MAXIMUM_LENGTH = 100;
const PORT_MIN = 1;
const PORT_MAX = 65_535;
const LABEL_MAX_LENGTH = 63;

// protocol:// and user:password@ (both optional; credentials only after a protocol, so that
// 'mailto:ana@exemplo.com' is not read as credentials) · host · :port (optional) · /path ?query #hash
const URL_PATTERN =
  /^(?:(?<protocol>[^:/?#]+):\/\/(?:[^@/?#]*@)?)?(?<host>\[[^\]]*\]|[^:/?#]+)(?::(?<port>\d+))?(?:[/?#].*)?$/;
const DIGITS_PATTERN = /^\d+$/;
const IPV4_PARTS = 4;
const LABEL_PATTERN = /^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?$/i;
const TOP_LEVEL_DOMAIN_PATTERN = /^(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]+)$/i;
const FORBIDDEN_CHARACTERS = /[\s<>]/;

/**
 * Four decimal parts (the URL parser, below, checks each is 0–255). Short, hexadecimal and single
 * number forms that the URL parser also reads as IPv4 (1.2.3, 0x7f.0.0.1, 2130706433) are refused.
 */
const isIpv4 = (host: string): boolean => {
  const parts = host.split('.');
  return parts.length === IPV4_PARTS && parts.every((part) => DIGITS_PATTERN.test(part));
};

/** An IPv6 literal in brackets; what is inside is checked by the URL parser (see isValidUrl). */
const isIpv6 = (host: string): boolean => host.startsWith('[');

/** A domain with a top-level domain: labels of letters, digits and inner hyphens. */
const isDomain = (host: string): boolean => {
  const labels = host.split('.');
  const topLevel = labels.at(-1) as string;
  return (
    labels.length > 1 &&
    labels.every((label) => label.length <= LABEL_MAX_LENGTH && LABEL_PATTERN.test(label)) &&
    TOP_LEVEL_DOMAIN_PATTERN.test(topLevel)
  );
};

const isValidHost = (host: string): boolean => isIpv4(host) || isIpv6(host) || isDomain(host);

const isValidPort = (port: string | undefined): boolean => {
  if (port === undefined) return true;
  const value = Number(port);
  return value >= PORT_MIN && value <= PORT_MAX;
};

/**
 * URL check (docs/product/accounts.md): protocol http, https or ftp (optional unless
 * `requireProtocol`); shorter than 2083 characters; no whitespace or angle brackets; a host that is
 * a domain with a top-level domain or an IP address; port, when given, 1–65535; and the URL parser
 * of Node and the browsers reads it.
 */
export const isValidUrl = ({
  url,
  requireProtocol = false,
}: {
  url: string;
  requireProtocol?: boolean;
}): boolean => {
  if (url.length >= URL_MAX_LENGTH || FORBIDDEN_CHARACTERS.test(url)) return false;
  const parts = URL_PATTERN.exec(url)?.groups;
  if (!parts) return false;
  const { protocol, host, port } = parts as { protocol?: string; host: string; port?: string };
  if (protocol === undefined) {
    if (requireProtocol) return false;
  } else if (!(URL_PROTOCOLS as readonly string[]).includes(protocol.toLowerCase())) {
    return false;
  }
  if (!isValidHost(host) || !isValidPort(port)) return false;
  // Last, the WHATWG URL parser of Node and the browsers must read it too (IPv6 literals, letters
  // that international domain names forbid): what passes here can be loaded and linked.
  return URL.canParse(protocol === undefined ? `http://${url}` : url);
};

/** CPF: 11 digits with the two check digits right (masked or not), via @brazilian-utils. */
export const isValidCpf = (cpf: string): boolean => isValidCpfNumber(cpf);

/** The 11 digits of a valid CPF (masked or not), as stored; null when it is not valid. */
export const normalizeCpf = (cpf: string): string | null =>
  isValidCpf(cpf) ? cpf.replace(/\D/g, '') : null;
