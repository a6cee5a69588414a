// Test helper: signs in through POST /signin-local and returns the cookies the browser would keep.
import type { FastifyInstance } from 'fastify';
import { cookiesOf } from './cookies';

export const signIn = async ({
  app,
  email,
  password,
}: {
  app: FastifyInstance;
  email: string;
  password: string;
}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/signin-local',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in falhou: ${response.body}`);
  const cookies = cookiesOf(response);
  const session = cookies.session?.value;
  const csrfToken = cookies.csrf_token?.value;
  if (!session || !csrfToken) throw new Error('sign-in sem cookies de sessão e CSRF');
  return { response, session, csrfToken };
};
