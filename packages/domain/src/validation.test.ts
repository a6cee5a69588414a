import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf, isValidUrl, normalizeCpf } from './validation';

describe('isValidUrl', () => {
  it.each([
    { spec: '5 http', url: 'http://exemplo.com.br', valid: true },
    {
      spec: '5 https com caminho, busca e âncora',
      url: 'https://exemplo.com/a/b?c=1#d',
      valid: true,
    },
    { spec: '5 ftp', url: 'ftp://arquivos.exemplo.com/pub', valid: true },
    { spec: '5 protocolo em maiúsculas', url: 'HTTPS://EXEMPLO.COM', valid: true },
    { spec: '5 sem protocolo (permitido por padrão)', url: 'exemplo.com/perfil', valid: true },
    { spec: '5 credenciais após o protocolo', url: 'ftp://ana:senha@exemplo.com', valid: true },
    { spec: '5 endereço IPv4', url: 'http://192.168.0.1/', valid: true },
    { spec: '5 endereço IPv6', url: 'http://[2001:db8::1]:8080/', valid: true },
    { spec: '5 domínio internacional', url: 'https://ação.com.br', valid: true },
    { spec: '5 domínio de topo em punycode', url: 'https://exemplo.xn--p1ai', valid: true },
    { spec: '5 porta 1', url: 'http://exemplo.com:1', valid: true },
    { spec: '5 porta 65535', url: 'http://exemplo.com:65535/x', valid: true },
    { spec: '5 porta com zero à esquerda', url: 'http://exemplo.com:080', valid: true },
    { spec: '5 porta 0', url: 'http://exemplo.com:0', valid: false },
    { spec: '5 porta 65536', url: 'http://exemplo.com:65536', valid: false },
    { spec: '5 porta vazia', url: 'http://exemplo.com:/', valid: false },
    { spec: '5 protocolo mailto', url: 'mailto:ana@exemplo.com', valid: false },
    { spec: '5 protocolo javascript', url: 'javascript://exemplo.com/%0Aalert(1)', valid: false },
    { spec: '5 protocolo file', url: 'file://exemplo.com/etc', valid: false },
    { spec: '5 URL relativa ao protocolo', url: '//exemplo.com', valid: false },
    { spec: '5 espaço', url: 'http://exemplo.com/a b', valid: false },
    { spec: '5 quebra de linha', url: 'http://exemplo.com/\n', valid: false },
    { spec: '5 sinal de menor', url: 'http://exemplo.com/<script>', valid: false },
    { spec: '5 sinal de maior', url: 'http://exemplo.com/a>b', valid: false },
    { spec: '5 vazia', url: '', valid: false },
    { spec: '5 sem domínio de topo', url: 'http://localhost:3000', valid: false },
    { spec: '5 domínio de topo numérico', url: 'http://exemplo.123', valid: false },
    { spec: '5 domínio de topo de uma letra', url: 'http://exemplo.c', valid: false },
    { spec: '5 rótulo vazio', url: 'http://exemplo..com', valid: false },
    { spec: '5 rótulo começa com hífen', url: 'http://-exemplo.com', valid: false },
    { spec: '5 rótulo termina com hífen', url: 'http://exemplo-.com', valid: false },
    { spec: '5 rótulo de 63 caracteres', url: `http://${'a'.repeat(63)}.com`, valid: true },
    { spec: '5 rótulo de 64 caracteres', url: `http://${'a'.repeat(64)}.com`, valid: false },
    { spec: '5 sublinhado no domínio', url: 'http://meu_site.com', valid: false },
    { spec: '5 IPv4 com parte acima de 255', url: 'http://256.1.1.1', valid: false },
    { spec: '5 IPv4 com 255', url: 'http://255.255.255.255', valid: true },
    { spec: '5 IPv4 abreviado', url: 'http://127.1', valid: false },
    { spec: '5 IPv4 de três partes', url: 'http://1.2.3', valid: false },
    { spec: '5 IPv4 hexadecimal', url: 'http://0x7f.0.0.1', valid: false },
    { spec: '5 IPv4 como um número só', url: 'http://2130706433', valid: false },
    { spec: '5 IPv4 com parte não numérica no fim', url: 'http://1.2.3.a', valid: false },
    { spec: '5 IPv4 com letra antes do último número', url: 'http://1.2.3.a4', valid: false },
    { spec: '5 IPv4 com letra depois do último número', url: 'http://1.2.3.4a', valid: false },
    { spec: '5 domínio de topo começa com dígito', url: 'http://exemplo.1ab', valid: false },
    { spec: '5 domínio de topo termina com dígito', url: 'http://exemplo.ab1', valid: false },
    { spec: '5 IPv6 malformado', url: 'http://[::g]/', valid: false },
    {
      spec: '5 letra proibida em domínio internacional',
      url: 'http://exa\ufffdmple.com',
      valid: false,
    },
    { spec: '5 credenciais sem protocolo', url: 'ana:senha@exemplo.com', valid: false },
    { spec: '5 protocolo vazio', url: '://exemplo.com', valid: false },
    { spec: '5 2082 caracteres', url: `http://exemplo.com/${'a'.repeat(2063)}`, valid: true },
    { spec: '5 2083 caracteres', url: `http://exemplo.com/${'a'.repeat(2064)}`, valid: false },
  ])('$spec', ({ url, valid }) => {
    expect(isValidUrl({ url })).toBe(valid);
  });

  it.each([
    { spec: '5 protocolo exigido e presente', url: 'https://exemplo.com/foto.png', valid: true },
    { spec: '5 protocolo exigido e ausente', url: 'exemplo.com/foto.png', valid: false },
  ])('$spec', ({ url, valid }) => {
    expect(isValidUrl({ url, requireProtocol: true })).toBe(valid);
  });

  const webUrl = (withPort: boolean) =>
    fc.webUrl({
      validSchemes: ['http', 'https', 'ftp'],
      withQueryParameters: true,
      withFragments: true,
      authoritySettings: { withIPv4: true, withIPv6: true, withUserInfo: true, withPort },
    });

  it('5 URLs web bem formadas de http, https e ftp são válidas', () => {
    fc.assert(
      fc.property(webUrl(false), (url) => {
        expect(isValidUrl({ url, requireProtocol: true })).toBe(true);
      }),
    );
  });

  it('5 porta: válida de 1 a 65535, inválida fora', () => {
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 0, max: 200_000 }), (domain, port) => {
        const valid = port >= 1 && port <= 65_535;
        expect(isValidUrl({ url: `https://${domain}:${port}/` })).toBe(valid);
      }),
    );
  });

  it('5 espaço ou sinal de menor/maior em qualquer posição invalida', () => {
    fc.assert(
      fc.property(
        webUrl(true),
        fc.constantFrom(' ', '\t', '<', '>'),
        fc.nat(),
        (url, character, position) => {
          const at = position % (url.length + 1);
          const spoiled = `${url.slice(0, at)}${character}${url.slice(at)}`;
          expect(isValidUrl({ url: spoiled })).toBe(false);
        },
      ),
    );
  });

  it('5 outros protocolos são inválidos', () => {
    const otherScheme = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/)
      .filter((scheme) => !['http', 'https', 'ftp'].includes(scheme));
    fc.assert(
      fc.property(otherScheme, fc.domain(), (scheme, domain) => {
        expect(isValidUrl({ url: `${scheme}://${domain}/` })).toBe(false);
      }),
    );
  });

  it('5 comprimento: válida abaixo de 2083 caracteres, inválida a partir daí', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (pathLength) => {
        const url = `https://exemplo.com/${'x'.repeat(pathLength)}`;
        expect(isValidUrl({ url })).toBe(url.length < 2083);
      }),
    );
  });
});

describe('isValidCpf', () => {
  it.each([
    { spec: '5 CPF válido sem máscara', cpf: '52998224725', valid: true },
    { spec: '5 CPF válido com máscara', cpf: '529.982.247-25', valid: true },
    { spec: '5 dígito verificador errado', cpf: '529.982.247-24', valid: false },
    { spec: '5 dígitos repetidos', cpf: '111.111.111-11', valid: false },
    { spec: '5 curto demais', cpf: '5299822472', valid: false },
    { spec: '5 vazio', cpf: '', valid: false },
  ])('$spec', ({ cpf, valid }) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('normalizeCpf', () => {
  it.each([
    { spec: '5 CPF válido sem máscara', cpf: '52998224725', digits: '52998224725' },
    { spec: '5 CPF válido com máscara', cpf: '529.982.247-25', digits: '52998224725' },
    { spec: '5 dígito verificador errado', cpf: '529.982.247-24', digits: null },
    { spec: '5 letras no lugar de dígitos', cpf: '529.982.247-2a', digits: null },
  ])('$spec', ({ cpf, digits }) => {
    expect(normalizeCpf(cpf)).toBe(digits);
  });
});
