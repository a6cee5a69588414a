// POST /unsubscribed/{token}: stop receiving campaign e-mails (issue 20).
import type { Flash } from '@escola/contracts/flash';
import { unsubscribePath } from '@escola/contracts/unsubscribe-paths';
import { http } from '../../../lib/http';

export const unsubscribe = ({ token }: { token: string }) =>
  http.post<Flash>(unsubscribePath(token));
