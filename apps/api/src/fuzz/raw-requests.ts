// The fuzz test's fixed requests, which no schema describes: bodies that are not JSON or not the
// declared type, and path and query parameters with bad percent-encoding or past their limits.
import { DEEP_OBJECTS, HUGE_NUMBER, ONE_MEGABYTE_STRING } from './hostile-values';
import type { Operation } from './list-operations';
import { fillPath, JSON_CONTENT_TYPE, takesBody, type RequestCase } from './request-cases';

type RawBody = { description: string; headers: Record<string, string>; payload: string };

const json = (description: string, payload: string): RawBody => ({
  description,
  headers: JSON_CONTENT_TYPE,
  payload,
});

const typed = (description: string, contentType: string, payload: string): RawBody => ({
  description,
  headers: { 'content-type': contentType },
  payload,
});

const RAW_BODIES: readonly RawBody[] = [
  json('JSON inválido', '{"email": "a@b.com", '),
  json('corpo vazio com content-type JSON', ''),
  json('JSON null', 'null'),
  json('JSON lista', '[]'),
  json('JSON texto', '"texto"'),
  json('JSON número enorme', HUGE_NUMBER.text),
  json('__proto__', '{"__proto__": {"isAdmin": true}}'),
  json('constructor.prototype', '{"constructor": {"prototype": {"isAdmin": true}}}'),
  json('BOM antes do JSON', '\uFEFF{}'),
  json('corpo de 2 MB', JSON.stringify(ONE_MEGABYTE_STRING.repeat(2))),
  json(DEEP_OBJECTS.label, DEEP_OBJECTS.text),
  typed('JSON em UTF-16', 'application/json; charset=utf-16', '{}'),
  typed('text/plain', 'text/plain', 'texto'),
  typed(
    'multipart',
    'multipart/form-data; boundary=fuzz',
    '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
  ),
  typed('form-urlencoded', 'application/x-www-form-urlencoded', 'email=a%40b.com&password=x'),
  typed('XML', 'application/xml', '<a/>'),
  typed('content-type malformado', ';;;', '{}'),
  { description: 'JSON sem content-type', headers: {}, payload: '{}' },
  {
    description: 'gzip inválido',
    headers: { ...JSON_CONTENT_TYPE, 'content-encoding': 'gzip' },
    payload: '{}',
  },
];

const RAW_COMPONENTS: readonly { description: string; text: string }[] = [
  { description: '%00', text: '%00' },
  { description: '% sozinho', text: '%' },
  { description: 'UTF-8 truncado', text: '%E0%A4%A' },
  { description: 'byte inválido', text: '%FF%FE' },
  { description: 'surrogate em WTF-8', text: '%ED%A0%80' },
  { description: 'caminho codificado', text: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { description: '10 mil caracteres', text: 'a'.repeat(10_000) },
];

const RAW_QUERY_EXTRAS = (name: string) => [
  { description: 'repetido', text: `${name}=a&${name}=b` },
  { description: 'colchetes', text: `${name}[a][b]=1&${name}[]=2` },
  { description: '1 MB', text: `${name}=${ONE_MEGABYTE_STRING}` },
];

/** Every raw body, and every raw text in each path and query parameter, on a valid request. */
export const rawRequestsOf = (operation: Operation, valid: RequestCase): RequestCase[] => {
  const [path = '', query = ''] = valid.url.split(/\?(.*)/s);
  const bodies = takesBody(operation)
    ? RAW_BODIES.map(({ description, headers, payload }) => ({
        description: `corpo: ${description}`,
        url: valid.url,
        headers,
        payload,
      }))
    : [];
  const queryNames = [...operation.queryParameters.map(({ name }) => name), 'desconhecido'];
  const queries = queryNames.flatMap((name) =>
    [
      ...RAW_COMPONENTS.map(({ description, text }) => ({ description, text: `${name}=${text}` })),
      ...RAW_QUERY_EXTRAS(name),
    ].map(({ description, text }) => ({
      ...valid,
      description: `query: ${name} ${description}`,
      url: `${path}?${[query, text].filter(Boolean).join('&')}`,
    })),
  );
  const paths = operation.pathParameters.flatMap(({ name }) =>
    RAW_COMPONENTS.map(({ description, text }) => ({
      ...valid,
      description: `caminho: ${name} ${description}`,
      url: `${fillPath(operation.path, { [name]: text })}${query ? `?${query}` : ''}`,
    })),
  );
  return [...bodies, ...queries, ...paths];
};
