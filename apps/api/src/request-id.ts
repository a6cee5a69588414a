// Request ids (issue 13, point 7): made here, a random UUID per request. An incoming `x-request-id`
// is taken only from a trusted proxy (TRUST_PROXY) and only in a plain format, so a client can
// neither choose the id its lines are logged under nor write into the log through it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from './config';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and . _ : = + / - — what load balancers and tracing systems send. */
const REQUEST_ID_FORMAT = /^[\w.:=+/-]{1,128}$/;

const isTrustedPeer = (trustProxy: TrustProxy): ((address: string) => boolean) => {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusts = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusts(address, 0);
};

export const requestIdGenerator = (trustProxy: TrustProxy) => {
  const trusted = isTrustedPeer(trustProxy);
  return (request: IncomingMessage): string => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof incoming === 'string' && peer && REQUEST_ID_FORMAT.test(incoming) && trusted(peer)) {
      return incoming;
    }
    return randomUUID();
  };
};
